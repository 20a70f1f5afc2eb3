import type { ToolTranslations } from "../tools.ts";

/** The tools' texts in Brazilian Portuguese (site/content/tools/), by English path. */
export const TOOLS: ToolTranslations = {
  "/case": {
    about: [
      "Um conversor de maiúsculas e minúsculas reescreve as letras de um texto sem mudar suas palavras: MAIÚSCULAS para títulos e siglas, minúsculas para padronizar dados digitados, Iniciais Maiúsculas para títulos, início de frase maiúsculo para textos comuns, e as formas emendadas que os programadores usam para nomes: camelCase, snake_case, kebab-case e CONSTANT_CASE.",
      "Cada resultado é atualizado enquanto você digita e funciona com qualquer alfabeto que tenha letras maiúsculas, com as regras completas do Unicode: o ß alemão vira SS em maiúsculas, e maiúsculas acentuadas como É mantêm o acento em minúsculas. Nada do que você digita sai do seu navegador.",
    ],
    useCases: [
      "Corrigir um texto digitado com o Caps Lock ligado",
      "Padronizar manchetes e títulos",
      "Transformar uma frase em nome de variável, de arquivo ou de URL (camelCase, snake_case, kebab-case)",
      "Escrever constantes e nomes de variáveis de ambiente (CONSTANT_CASE)",
      "Padronizar listas antes de compará-las ou ordená-las",
    ],
    tips: [
      {
        title: "Iniciais Maiúsculas é um processo mecânico",
        content: [
          "Este conversor coloca em maiúscula a primeira letra de cada palavra. Em português, preposições e artigos como 'de', 'da' e 'e' costumam ficar em minúscula nos títulos, assim como 'of', 'and' e 'the' nos guias de estilo em inglês; ajuste essas palavras à mão se o seu guia pedir.",
        ],
      },
      {
        title: "As formas emendadas descartam a pontuação",
        content: [
          "camelCase, snake_case, kebab-case e CONSTANT_CASE mantêm apenas letras e dígitos e separam as palavras nos espaços, na pontuação e onde uma letra minúscula encontra uma maiúscula (helloWorld vira hello_world).",
        ],
      },
    ],
    faqs: [
      {
        question: "Qual é a diferença entre camelCase e PascalCase?",
        answer:
          "camelCase começa com letra minúscula e põe em maiúscula a inicial de cada palavra seguinte (userName); PascalCase põe em maiúscula também a primeira palavra (UserName). Esta página gera camelCase.",
      },
      {
        question: "Por que o ß vira SS em maiúsculas?",
        answer:
          "O mapeamento padrão do Unicode para o ß alemão em maiúsculas são as duas letras SS, que é o que a ortografia alemã usa em letras maiúsculas; o conversor segue essas regras para todos os idiomas.",
      },
      {
        question: "Meu texto é enviado para algum lugar?",
        answer:
          "Não. As conversões são feitas no seu navegador enquanto você digita; o texto não é enviado ao nosso servidor nem armazenado.",
      },
    ],
  },
};
