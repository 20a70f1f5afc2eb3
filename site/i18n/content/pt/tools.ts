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
  "/number-base": {
    about: [
      "A base (ou raiz) de um sistema de numeração posicional é a quantidade de dígitos diferentes que ele usa. Contamos na base 10 com os dígitos de 0 a 9; os computadores armazenam em binário (base 2), e os programadores escrevem os mesmos valores de forma mais compacta em octal (base 8) e hexadecimal (base 16, dígitos de 0 a 9 e depois de A a F). Bases acima de 10 emprestam letras, então a base 36 usa todos os dígitos de 0 a 9 e as letras de A a Z.",
      "Este conversor trabalha com qualquer base de 2 a 36 nos dois sentidos, com inteiros de qualquer tamanho sem arredondamento (ele calcula com inteiros de precisão arbitrária, então um número de 100 dígitos continua exato), números negativos e frações quando o resultado é exato: 0.1 em binário é 0.5 em decimal, mas 0.1 em decimal não tem forma binária finita, e a página avisa isso em vez de mostrar uma aproximação arredondada. As letras podem ser digitadas em maiúsculas ou minúsculas; espaços e sublinhados entre grupos de dígitos são ignorados, e os prefixos 0x, 0o e 0b são aceitos nas suas próprias bases. A parte fracionária é separada por ponto, como nas linguagens de programação.",
    ],
    useCases: [
      "Ler endereços de memória, códigos de cor (#FF8800) e valores de bytes em hexadecimal",
      "Calcular máscaras de bits e flags em binário",
      "Permissões de arquivos Unix em octal (755, 644)",
      "Trabalhos de ciência da computação e eletrônica digital",
      "Identificadores curtos na base 36",
    ],
    tips: [
      {
        title: "Agrupe os dígitos binários de quatro em quatro",
        content: [
          "Cada dígito hexadecimal equivale a exatamente quatro dígitos binários, e cada dígito octal a três, então 1111 0000 em binário é F0 em hexadecimal. Espaços entre os grupos são aceitos aqui.",
        ],
      },
      {
        title: "Nem toda fração sobrevive a uma mudança de base",
        content: [
          "Uma fração é finita em uma base só quando os fatores primos do seu denominador dividem essa base: um décimo é finito na base 10, mas se repete infinitamente na base 2. É por isso que 0.1 + 0.2 não é exatamente 0.3 em ponto flutuante binário.",
        ],
      },
    ],
    faqs: [
      {
        question: "Como converter binário para decimal?",
        answer:
          "Multiplique cada dígito pelo seu valor posicional, uma potência de 2 contada a partir de 0 pela direita, e some tudo: 1011 é 8 + 0 + 2 + 1 = 11. Aqui, escolha Binário na base de origem, digite os dígitos e leia o decimal no resultado.",
      },
      {
        question: "Por que o conversor recusa alguns dígitos?",
        answer:
          "Um número na base n usa apenas os dígitos de 0 a n − 1: 8 e 9 não existem em octal, e G não é um dígito hexadecimal. A mensagem abaixo do campo indica o dígito que não pertence à base.",
      },
      {
        question: "Ele converte números muito grandes?",
        answer:
          "Sim. Os inteiros são convertidos com aritmética de precisão arbitrária, então números com centenas de dígitos são convertidos exatamente, sem arredondamento.",
      },
      {
        question: "Ele aceita números negativos e frações?",
        answer:
          "Números negativos mantêm o sinal. As frações são convertidas quando o resultado é exato na base de destino; quando os dígitos se repetiriam infinitamente, a página avisa isso em vez de arredondar.",
      },
    ],
  },
  // The time zone converter (/time-zone-converter).
  "/time-zone-converter": {
    about: [
      "Um fuso horário é uma região que segue o mesmo relógio. O banco de dados de fusos horários da IANA (o banco de dados tz) dá a cada um o nome da sua maior cidade, como America/New_York ou Europe/Paris, e registra cada diferença em relação ao Tempo Universal Coordenado (UTC) que ele já teve e cada mudança, horário de verão incluído. Celulares, computadores e navegadores trazem esse banco de dados; este conversor consulta o do seu navegador, então a resposta é a mesma que a sua agenda daria.",
      "Digite ou escolha uma data e uma hora, o fuso em que elas estão e o fuso que você quer. Um fuso pode ser indicado pelo nome, por uma de 1.000 cidades ou por uma sigla: como IST, CST e BST significam, cada uma, mais de um fuso, o conversor pergunta qual você quer dizer em vez de adivinhar. Ele sabe quando os relógios mudam em qualquer data, avisa quando um horário não existe (a hora pulada quando os relógios são adiantados) ou acontece duas vezes (a hora repetida quando são atrasados) e dá o endereço do que mostra, para você compartilhar.",
    ],
    useCases: [
      "Marcar o horário de uma reunião com colegas de outros países",
      "Saber a que horas uma transmissão ao vivo, um lançamento ou um programa começa onde você está",
      "Ligar para a família no exterior em um horário razoável",
      "Conferir o horário de chegada de um voo na hora local",
      "Entender um horário escrito com uma sigla como EST ou IST",
    ],
    tips: [
      {
        title: "O horário de verão não muda no mesmo dia em todo lugar",
        content: [
          "Os Estados Unidos e o Canadá mudam os relógios no segundo domingo de março e no primeiro domingo de novembro; a União Europeia, no último domingo de março e no de outubro. Durante algumas semanas a cada primavera e outono, Nova York fica quatro horas atrás de Londres em vez de cinco. No hemisfério sul, o horário de verão vai mais ou menos de outubro a abril, e a maior parte da Ásia e da África mantém a mesma diferença o ano todo.",
        ],
      },
      {
        title: "Diga o fuso, não só a sigla",
        content: [
          "EST é o horário de inverno da costa leste dos Estados Unidos; no verão, os mesmos relógios marcam EDT. Escrever “horário de Nova York” ou America/New_York está certo o ano todo, e um convite de agenda com o fuso indicado se ajusta sozinho.",
        ],
      },
      {
        title: "Compartilhe o link",
        content: [
          "O link abaixo do resultado guarda a data, a hora e os dois fusos: quem abrir verá a mesma conversão, sem precisar digitar de novo.",
        ],
      },
    ],
    faqs: [
      {
        question: "O conversor leva em conta o horário de verão?",
        answer:
          "Sim. Ele lê a diferença de cada fuso para a data exata no banco de dados tz do seu navegador, então um horário de julho e outro de janeiro na mesma cidade podem diferir de UTC em uma hora, e as datas da mudança são as do fuso que você escolheu.",
      },
      {
        question: "O que acontece com um horário que não existe?",
        answer:
          "Quando os relógios são adiantados uma hora, os horários dessa hora nunca aparecem em um relógio. O conversor avisa e lê o horário como os relógios o mostrariam depois da mudança, uma hora mais tarde (30 minutos mais tarde na Ilha de Lord Howe). Quando os relógios são atrasados, uma hora acontece duas vezes: o conversor mostra as duas leituras.",
      },
      {
        question: "Qual fuso IST significa?",
        answer:
          "É o Horário Padrão da Índia (UTC+5:30), mas Israel (UTC+2) e a Irlanda, no verão (UTC+1), também escrevem IST. CST é o centro dos Estados Unidos, a China, Taiwan ou Cuba, e BST o horário de verão britânico ou Bangladesh. O conversor lista os significados e deixa você escolher.",
      },
      {
        question: "Por que alguns fusos diferem de UTC em 30 ou 45 minutos?",
        answer:
          "Cada país escolhe a sua própria diferença. A Índia segue UTC+5:30, o Nepal UTC+5:45 e partes da Austrália UTC+9:30; a Ilha de Lord Howe adianta os relógios só 30 minutos no verão.",
      },
    ],
  },
};
