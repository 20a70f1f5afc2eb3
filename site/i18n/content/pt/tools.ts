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
  // The ring size converter
  "/ring-size-converter": {
    about: [
      "Todo sistema de tamanhos de anel mede a mesma coisa, o interior do anel, mas cada um o conta do seu jeito. Os EUA e o Canadá numeram os tamanhos a partir de uma circunferência de 1,4216 polegada, somando 0,1018 polegada (cerca de 2,59 mm) por tamanho. O Reino Unido e a Austrália usam letras, a partir de A com 37,5 mm de circunferência, 1,25 mm por letra, com meios tamanhos entre elas (British Standard 6820), e Z+1, Z+2 depois de Z. A ISO 8653, usada em toda a Europa continental, dá a própria circunferência interna em milímetros; a Suíça tira 40 mm dela; o Japão e a China numeram o diâmetro interno a partir de 13 mm no tamanho 1, um terço de milímetro por tamanho.",
      "Este conversor passa pela circunferência interna, então qualquer sistema se converte em qualquer outro. Cada resultado é o tamanho mais próximo em que um anel é vendido: tamanhos dos EUA ao quarto, letras do Reino Unido à metade, tamanhos ISO e suíços ao meio milímetro, tamanhos japoneses inteiros. As tabelas dos joalheiros arredondam de outro modo e algumas se deslocam meio tamanho; quando um anel fica entre dois tamanhos, experimente os dois ou informe os milímetros ao joalheiro.",
    ],
    useCases: [
      "Comprar um anel on-line em uma loja de outro país",
      "Ler uma tabela de tamanhos de anel escrita em outro sistema",
      "Transformar um diâmetro ou uma circunferência interna medidos em um tamanho",
      "Pedir um ajuste de tamanho a um joalheiro no exterior",
    ],
    tips: [
      {
        title: "Meça um anel que sirva",
        content: [
          "Coloque sobre uma régua um anel que sirva no dedo e leia o diâmetro interno em milímetros, na parte mais larga, sem contar o aro. Escolha Diâmetro interno (mm) e digite o valor: todos os tamanhos aparecem.",
        ],
      },
      {
        title: "Ou meça o dedo",
        content: [
          "Enrole uma tira de papel na base do dedo, marque onde ela se encontra e meça o comprimento esticado: essa é a circunferência interna em milímetros. Meça no fim do dia, quando os dedos estão mais inchados, e confira se o anel passa pela junta.",
        ],
      },
      {
        title: "Aros largos apertam mais",
        content: [
          "Um aro mais largo que uns 6 mm cobre mais o dedo e parece menor; muitos joalheiros sugerem subir de um quarto a meio tamanho.",
        ],
      },
    ],
    faqs: [
      {
        question: "Qual é o tamanho do Reino Unido de um tamanho 7 dos EUA?",
        answer:
          "Cerca de N½: um 7 dos EUA tem 54,2 mm de circunferência interna (17,3 mm de diâmetro), entre o N (53,75 mm) e o O (55 mm) do Reino Unido. Na ISO 8653 é 54, em tamanhos suíços 14 e em tamanhos japoneses 14.",
      },
      {
        question: "Como converto meu tamanho de anel para milímetros?",
        answer:
          "Escolha o sistema do seu tamanho, digite o tamanho e leia abaixo o diâmetro e a circunferência internos em milímetros. Um tamanho dos EUA tem (1,4216 + 0,1018 × tamanho) polegadas de circunferência interna; uma letra do Reino Unido é 37,5 mm em A mais 1,25 mm por letra.",
      },
      {
        question: "Os tamanhos europeus de anel são iguais à circunferência?",
        answer:
          "Na ISO 8653, usada na maior parte da Europa, sim: um anel tamanho 54 tem 54 mm de circunferência interna. Os tamanhos suíços são a mesma circunferência menos 40, então um ISO 54 é um suíço 14.",
      },
      {
        question: "Por que as tabelas de tamanhos de anel divergem em meio tamanho?",
        answer:
          "Os EUA não têm uma norma legal única, e tabelas antigas usam regras um pouco diferentes (0,0326 ou 0,0324 polegada de diâmetro por tamanho); os tamanhos do Reino Unido se baseavam antes no diâmetro (o calibre Wheatsheaf), até que a BS 6820 os baseou na circunferência em 1987. As diferenças ficam abaixo de meio tamanho.",
      },
    ],
  },
  // The shoe size converter
  "/shoe-size-converter": {
    about: [
      "Um tamanho de calçado conta o comprimento da forma, o molde em formato de pé sobre o qual o calçado é feito, cada sistema em sua própria unidade e a partir do seu próprio zero. Os tamanhos dos EUA e do Reino Unido avançam um terço de polegada (um grão de cevada, 8,47 mm) por tamanho. Os EUA contam os tamanhos masculinos a partir de uma forma de 8¼ polegadas, os femininos a partir de 7 11/12 polegadas (então, para o mesmo calçado, o tamanho feminino é um a mais que o masculino), os de meninos a partir de 3 11/12 e os de meninas a partir de 3 7/12 polegadas, como o GNU units os define. O Reino Unido conta os tamanhos infantis de 0, com 4 polegadas, até 13½, e depois recomeça no tamanho adulto 1 (8⅔ polegadas), igual para homens e mulheres. A Europa continental conta a forma inteira em pontos de Paris de ⅔ cm, a partir do zero, para todos. O Mondopoint (ISO 9407), usado no Japão e na China e em botas de esqui e calçados militares, dá o comprimento do próprio pé em milímetros.",
      "Este conversor passa pelo comprimento da forma, então qualquer sistema se converte em qualquer outro, e um pé medido se converte em todos os tamanhos: a forma é considerada 1,5 cm mais longa que o pé. Cada resultado é o tamanho mais próximo em que um calçado é vendido: tamanhos dos EUA, do Reino Unido e EU ao meio número, Mondopoint em passos de 5 mm, comprimentos de pé a 0,1 cm ou 0,01 polegada. Um tamanho dos EUA cai exatamente entre dois meios números do Reino Unido; o conversor dá então o maior, porque um calçado um pouco longo serve e um pouco curto não.",
      "As tabelas das marcas se afastam dessas regras, e umas das outras, em até um tamanho. Algumas tabelas contam o pé, outras a forma, outras o interior do calçado; o espaço deixado para os dedos vai de 1 a 2 cm conforme quem fez a tabela; o zero masculino dos EUA é posto em 8 polegadas em algumas referências e em 8¼ em outras (um quarto de tamanho); os tamanhos femininos são postos um ou um e meio acima dos masculinos; cada tabela arredonda para seus próprios meios números; e as formas de cada marca têm seu próprio formato, então dois calçados do mesmo tamanho podem calçar de modo diferente. O comprimento do pé é o único número que significa a mesma coisa em toda parte: quando uma marca publicar sua tabela em centímetros de pé, use essa.",
    ],
    useCases: [
      "Comprar calçados on-line em uma loja de outro país",
      "Ler a tabela de tamanhos de uma marca escrita em outro sistema",
      "Transformar o comprimento medido de um pé em um tamanho",
      "Achar o tamanho de uma criança em tamanhos dos EUA, do Reino Unido e EU",
    ],
    tips: [
      {
        title: "Meça seu pé",
        content: [
          "Fique em pé sobre uma folha de papel junto a uma parede, com o calcanhar encostado nela, e marque a ponta do dedo mais longo (nem sempre é o dedão). Meça da parede até a marca: esse é o comprimento do pé. Meça os dois pés no fim do dia, quando estão maiores, usando as meias que você vai usar, e fique com o pé mais longo.",
        ],
      },
      {
        title: "Entre dois tamanhos, escolha o maior",
        content: [
          "Um calçado alguns milímetros mais longo serve com uma meia mais grossa ou uma palmilha; um alguns milímetros mais curto não serve. Calçados infantis precisam de cerca de um centímetro de folga para crescer.",
        ],
      },
      {
        title: "Confie na tabela da própria marca",
        content: [
          "Quando uma marca publicar o comprimento de pé a que cada tamanho seu corresponde, digite aqui o comprimento do seu pé em Medir o pé e compare: vale o número da marca, que conhece suas formas.",
        ],
      },
    ],
    faqs: [
      {
        question: "Qual é o tamanho EU e do Reino Unido de um 9 masculino dos EUA?",
        answer:
          "EU 43 e Reino Unido 9 pelas regras desta página. Um 9 masculino dos EUA é uma forma de 11¼ polegadas (28,6 cm): 42,9 pontos de Paris, portanto EU 43, e Reino Unido 8¾, exatamente entre 8½ e 9, portanto o maior. Ele serve a um pé de cerca de 27,1 cm, Mondopoint 270. Muitas tabelas de marcas dizem Reino Unido 8 ou 8½ e EU 42: elas põem o zero dos EUA um quarto de tamanho abaixo, ou a folga do pé menor, e arredondam para o outro lado.",
      },
      {
        question: "Como encontro meu tamanho de calçado pelo comprimento do pé?",
        answer:
          "Escolha Medir o pé e digite o comprimento em centímetros ou polegadas. O conversor soma 1,5 cm para a forma e dá o tamanho mais próximo de cada sistema: um pé de 26 cm é uma forma de 27,5 cm, EU 41½, EUA masculino 7½, EUA feminino 8½, Reino Unido 7½ e Mondopoint 260.",
      },
      {
        question: "Qual é a diferença entre os tamanhos masculinos e femininos dos EUA?",
        answer:
          "Um tamanho pelas regras do GNU units: o tamanho feminino 0 é uma forma ⅓ de polegada mais curta que o masculino 0, então o mesmo calçado é um 9 masculino e um 10 feminino. Muitas tabelas põem um tamanho e meio em vez disso; os tamanhos do Reino Unido e EU são os mesmos para homens e mulheres.",
      },
      {
        question: "Quando os tamanhos infantis viram tamanhos adultos?",
        answer:
          "No Reino Unido, os tamanhos infantis vão de 0 (uma forma de 4 polegadas) a 13½, e os adultos recomeçam em 1, onde estaria um 14 infantil. Nos EUA, o 13 de meninos é o 0 masculino e o 13 de meninas o 0 feminino, então os tamanhos juvenis depois do 13½ seguem contando como masculinos e femininos. Os tamanhos EU e o Mondopoint não têm quebra.",
      },
      {
        question: "O que é Mondopoint, e como funcionam os tamanhos japoneses?",
        answer:
          "O Mondopoint (ISO 9407) é o comprimento do pé em milímetros, geralmente em passos de 5 mm: um Mondopoint 270 serve a um pé de 270 mm. O Japão e a China o usam, o Japão muitas vezes escrevendo em centímetros (27 ou 27,5), assim como as botas de esqui. É o único sistema que nomeia o pé em vez da forma.",
      },
    ],
  },
  // The date calculator (/date-calculator).
  "/date-calculator": {
    about: [
      "Conte os dias entre duas datas, some ou subtraia dias, semanas ou meses, e veja o dia da semana e a semana ISO de cada data. A primeira data conta e a segunda não, como se contam as noites de uma estadia: de 2026-01-01 a 2027-01-01 são 365 dias.",
      "Aqui os dias úteis são de segunda a sexta-feira, sem descontar feriados: os feriados mudam conforme o país, a região e o empregador, então desconte os seus. De 2026-01-01 a 2027-01-01 são 261. As datas seguem o calendário gregoriano do ano 1 ao 9999, estendido para antes de 1582 como faz a norma ISO 8601, e são contadas em dias inteiros, de modo que nenhum fuso horário nem mudança de horário de verão pode deslocar um resultado em um dia.",
    ],
    useCases: [
      "Contar os dias até um prazo, umas férias ou uma data prevista",
      "Os dias úteis de um aviso prévio ou de um projeto",
      "O fim de um contrato ou de uma assinatura daqui a alguns meses",
      "Encontrar o número da semana ISO para uma folha de ponto ou um plano de produção",
      "O dia da semana de uma data passada ou futura",
    ],
    tips: [
      {
        title: "Somar um mês a um dia 31",
        content: [
          "Um mês depois de 2026-01-31 não existe dia 31, então o resultado é o último dia do mês: 2026-02-28, ou 2028-02-29 num ano bissexto. A função DATAM das planilhas e a maioria das bibliotecas de datas fazem o mesmo. Alguns programas (entre eles o GNU date) passam os dias que faltam para o mês seguinte e dão o começo de março.",
        ],
      },
      {
        title: "As semanas ISO começam na segunda-feira",
        content: [
          "A norma ISO 8601 numera as semanas de segunda-feira a domingo. A semana 1 é a que contém a primeira quinta-feira do ano, então sempre inclui 4 de janeiro, e os primeiros dias de janeiro podem pertencer à última semana do ano anterior: 2027-01-01 é uma sexta-feira, 2026-W53-5: a semana 53 de 2026. Um ano tem 52 ou 53 semanas ISO.",
        ],
      },
    ],
    faqs: [
      {
        question: "Como conto os dias entre duas datas?",
        answer:
          "Digite as duas datas em “Dias entre datas”. O resultado conta o primeiro dia e não o último; some um para contar os dois. O resultado é negativo quando a segunda data vem antes da primeira.",
      },
      {
        question: "Os feriados contam como dias úteis?",
        answer:
          "Sim: esta calculadora conta cada dia de segunda a sexta-feira como dia útil, porque os feriados mudam de um país, de uma região e de um empregador para outro. Desconte você mesmo os feriados que caem em dias de semana no período.",
      },
      {
        question: "Em que semana do ano estamos?",
        answer:
          "A calculadora mostra a semana ISO 8601 de cada data, escrita ano-Wsemana-dia: 2026-12-31 é 2026-W53-4, a semana 53 de 2026, dia 4 (quinta-feira). Nos Estados Unidos os calendários costumam numerar as semanas a partir do domingo e de 1º de janeiro; as semanas ISO são as usadas na Europa e no planejamento empresarial.",
      },
      {
        question: "Que data será daqui a 90 dias?",
        answer:
          "Escolha “Somar ou subtrair”, informe a data, digite 90 e escolha dias. A partir de 2026-03-01, 90 dias depois é 2026-05-30; três meses depois é 2026-06-01: os meses não têm todos a mesma duração.",
      },
    ],
  },
  // The Unix timestamp converter (/unix-timestamp-converter).
  "/unix-timestamp-converter": {
    about: [
      "O tempo Unix conta os segundos desde 1º de janeiro de 1970 à meia-noite UTC, a “época”: 1000000000 é 2001-09-09T01:46:40Z, e uma data anterior a 1970 é uma contagem negativa (−1 é 1969-12-31T23:59:59Z). Os programas o guardam em segundos (C, PHP, time.time() do Python, bancos de dados), milissegundos (Date.now() do JavaScript, Java) ou microssegundos (PostgreSQL, muitos logs). Digite um timestamp e o conversor deduz a unidade pelo comprimento, e avisa: até 11 dígitos são segundos, de 12 a 14 milissegundos, de 15 a 17 microssegundos. Escolha você mesmo a unidade quando a dedução estiver errada.",
      "Cada resultado aparece em UTC e no seu próprio fuso horário, em ISO 8601 (2023-11-14T22:13:20Z, a forma das APIs e dos logs) e em RFC 2822 (Tue, 14 Nov 2023 22:13:20 +0000, a forma dos cabeçalhos de e-mail e HTTP). Também funciona ao contrário: digite uma data em qualquer das duas formas e leia o timestamp dela. Uma data sozinha é meia-noite UTC; uma data e hora sem Z nem deslocamento é lida no seu fuso horário. O cálculo é exato até o microssegundo, com inteiros de qualquer tamanho, para qualquer data do ano 1 ao 9999 do calendário gregoriano.",
    ],
    useCases: [
      "Ler timestamps em logs, bancos de dados e respostas de API",
      "Escrever uma data como timestamp numa consulta, na validade de um cookie ou num teste",
      "Verificar se um valor está em segundos ou em milissegundos",
      "Comparar horários escritos em fusos horários diferentes",
      "Ler o cabeçalho Date de um e-mail ou de uma resposta HTTP",
    ],
    tips: [
      {
        title: "Segundos ou milissegundos? Conte os dígitos",
        content: [
          "Os timestamps de hoje têm 10 dígitos em segundos, 13 em milissegundos e 16 em microssegundos. Um número de 13 dígitos lido como segundos ficaria a dezenas de milhares de anos, então uma unidade errada é fácil de notar: 1700000000000 ms é 2023-11-14T22:13:20Z.",
        ],
      },
      {
        title: "O problema do ano 2038",
        content: [
          "Uma contagem de segundos com sinal em 32 bits termina em 2147483647 (2^31 − 1), que é 2038-01-19T03:14:07Z. Um segundo depois ela volta para −2147483648, 1901-12-13T20:45:52Z. Os sistemas que ainda guardam a hora em 32 bits (dispositivos embarcados antigos, formatos de arquivo, colunas de bancos de dados) vão falhar nesse momento. Uma contagem de 64 bits dura muito além do ano 9999; uma contagem de 32 bits sem sinal dura até 2106-02-07T06:28:15Z.",
        ],
      },
      {
        title: "Milissegundos e microssegundos em JavaScript",
        content: [
          "Um número do JavaScript guarda inteiros exatos até 2^53. Os milissegundos ficam abaixo disso até o ano 287396, mas uma contagem de microssegundos passa do limite em 2255-06-05T23:47:34.740992Z: guarde microssegundos como BigInt ou como string. Esta página calcula com BigInt, então nenhum dígito se perde.",
        ],
      },
    ],
    faqs: [
      {
        question: "O tempo Unix conta os segundos intercalares?",
        answer:
          "Não. Cada dia Unix tem exatamente 86.400 segundos; quando o UTC acrescenta um segundo intercalar, o tempo Unix repete um segundo em vez de contá-lo. 2016-12-31T23:59:59Z é 1483228799 e 2017-01-01T00:00:00Z é 1483228800, um de diferença, embora o segundo intercalar 23:59:60 tenha ficado entre eles. O UTC acrescentou 27 segundos intercalares desde 1972, o último no fim de 2016 (Boletim C do IERS, conforme o arquivo leap-seconds.list do banco de dados de fusos horários da IANA), então desde 1972 o tempo Unix contou 27 segundos a menos do que os que passaram. Esta página recusa 23:59:60 e diz por quê.",
      },
      {
        question: "Qual é o timestamp Unix de 1º de janeiro de 2000?",
        answer:
          "946684800 à meia-noite UTC (946684800000 em milissegundos). A meia-noite em outro fuso é outro instante: em Nova York (UTC−05:00) é 946702800.",
      },
      {
        question: "Por que o timestamp não depende do meu fuso horário?",
        answer:
          "Um timestamp Unix nomeia um único instante, o mesmo em todo lugar; só a forma de escrever esse instante num relógio muda com o fuso. Por isso a página mostra o UTC e a sua hora local para o mesmo timestamp, e por isso uma data digitada com Z ou um deslocamento (+05:30) dá o mesmo timestamp onde quer que você esteja.",
      },
      {
        question: "Quando o timestamp Unix vai chegar a 2.000.000.000?",
        answer: "Em 2033-05-18T03:33:20Z, ou Wed, 18 May 2033 03:33:20 +0000 em RFC 2822.",
      },
    ],
  },
};
