import type { SiteText, WrittenPage, WrittenPath } from "./en.ts";

/** The words of the pages in Brazilian Portuguese (en.ts says what each is). */
export const pt: SiteText = {
  "shell.home": "Início",
  "shell.nav-footer": "Rodapé",
  "shell.breadcrumb": "Trilha de navegação",
  "shell.languages": "Idiomas",
  "shell.popular-pairs": "Pares populares",
  "shell.currency": "Moedas",
  "shell.search-label": "Converta ou busque unidades",
  "shell.search-placeholder": "5 pés 3 polegadas para cm, psi…",
  "offline.title": "Você está sem conexão",
  "offline.text":
    "Esta página ainda não foi salva para uso sem conexão. As páginas que você já abriu funcionam sem conexão.",
  "offline.home": "Ir para a página inicial",
  "search.title": "Busca",
  "search.heading": "Converter e calcular",
  "search.answer": "Responder",
  "search.answer-label": "Resposta",
  "search.read-as": "Lido como",
  "search.open": "Abrir a página: {title}",
  "search.prompt": "Digite uma quantidade, uma conversão ou um cálculo",
  "search.again": "Perguntar de novo",
  "search.converters": "Conversores",
  "search.examples": "Exemplos",
  "search.too-long": "A pergunta tem {length} caracteres; no máximo {limit} são lidos.",
  "head.title": "{title} | {site} - Conversor de unidades rápido e exato",
  "head.pair-title": "Conversor de {title} | {site}",
  "page.category-title": "Conversor de {name}",
  "page.category-description":
    "Converta unidades de {name}: {examples} e {count} unidades no total. Resultados exatos enquanto você digita, grátis.",
  "page.category-keywords": "conversor de {name}, unidades de {name}, converter {name}",
  "page.pair-title": "{from} para {to}",
  "page.pair-label": "Conversor de {title}",
  "page.pair-description":
    "Converta {from} para {to}: 1 {fromSymbol} = {value} {toSymbol}. Fórmula, tabela e exemplos, exatos até o último dígito.",
  "page.pair-keywords":
    "{from} para {to}, {fromSymbol} para {toSymbol}, converter {from} para {to}",
  "converter.popular": "Conversões populares de {quantity}",
  "converter.related": "Conversões relacionadas",
  "converter.other-way": "Converter no sentido contrário",
  "converter.more": "Mais conversões de {quantity}",
  "converter.explore": "Todas as ferramentas de conversão de {quantity}",
  "converter.also-need": "Você também pode precisar de:",
  "content.about": "Sobre o {title}",
  "content.common": "Conversões comuns",
  "content.common-sub": "Referência rápida das conversões mais procuradas",
  "content.from": "De",
  "content.to": "Para",
  "content.result": "Resultado",
  "content.formulas": "Fórmulas de conversão",
  "content.formula-title": "{from} para {to}",
  "content.example": "Exemplo:",
  "content.use-cases": "Usos comuns",
  "content.guides": "Guias completos",
  "content.guides-sub": "Explicações a fundo",
  "content.tips": "Dicas e boas práticas",
  "content.tips-sub": "Para converter melhor",
  "content.faq": "Perguntas frequentes",
  "units.title": "Unidades desta página",
  "units.caption": "Uma de cada unidade, expressa em {base} ({symbol}).",
  "units.unit": "Unidade",
  "units.symbol": "Símbolo",
  "units.in": "Em {symbol}",
  "faq.usage-question": "Como usar o {name}?",
  "faq.usage-answer":
    "Digite um valor em qualquer um dos dois campos e escolha as unidades; o outro campo mostra o valor convertido enquanto você digita. O botão de inversão troca as unidades, Copiar resultado copia o número e o endereço da página ({address}) guarda a conversão para compartilhar. Exemplo: {example}",
  "faq.example": "{value}{context} são {result}",
  "faq.example-context": ", {context},",
  "faq.example-or": ", ou {result}",
  "faq.accuracy-question": "Este {name} é exato?",
  "faq.yes": "Sim.",
  "faq.tested": "Testes automáticos conferem cada fator com o GNU units.",
  "home.common": "Conversões comuns",
  "home.common-sub": "Clique em uma conversão para abrir a página do conversor correspondente",
  "home.directory": "Conversores de unidades — versões completas",
  "home.all": "Todos os conversores",
  "group.Common": "Comuns",
  "group.Popular": "Populares",
  "group.Engineering": "Engenharia",
  "group.Heat": "Calor",
  "group.Fluids": "Fluidos",
  "group.Light": "Luz",
  "group.Electricity": "Eletricidade",
  "group.Magnetism": "Magnetismo",
  "group.Radiology": "Radiologia",
  "group.Other": "Outros",
  "group.Medical": "Saúde",
  "group.Currency": "Moedas",
  "group.Crypto": "Cripto",
  "links.crypto-currency": "Criptomoedas",
  "links.all": "Todos os conversores",
  "links.common": "Conversores comuns",
  "links.popular": "Conversores populares",
  "info.sidebar": "Conversores",
  "sitemap.main": "Páginas principais",
  "sitemap.pairs": "Pares de conversão populares",
  "sitemap.engineering": "Engenharia e técnica",
  "sitemap.specialized": "Conversores especializados",
  "sitemap.for-engines": "Para mecanismos de busca:",
  "medical.disclaimer":
    "Estas faixas se referem à glicemia em jejum. Consulte sempre seu médico ou profissional de saúde para orientação médica.",
  "medical.reference": "Faixas de referência da glicemia",
  "medical.range": "Faixa",
  "medical.range-normal": "Normal",
  "medical.range-prediabetic": "Pré-diabetes",
  "medical.range-diabetic": "Diabetes",
  "medical.range-low": "Baixa",
  "medical.below": "abaixo de {value}",
  "medical.common": "Conversões comuns",
  "medical.reading": "Leitura",
  "medical.converted": "Convertido",
  "medical.meaning": "Significado",
  "medical.normal-fasting": "Normal em jejum",
  "medical.diabetes-threshold": "Limiar de diabetes (jejum)",
  "medical.high-after-meal": "Alta após uma refeição",
  "medical.low-end": "Limite inferior do normal",
  "medical.normal": "Normal",
  "medical.elevated": "Elevada",
  "medical.hba1c": "HbA1c e glicose média",
  "medical.related": "Conversores relacionados",
  "medical.formula":
    "Fórmula: mmol/L = mg/dL ÷ {factor} (glicose, {molarMass} g/mol); mg/dL = mmol/L × {factor}.",
  "legal.note":
    "Esta página está disponível apenas em inglês. O texto em inglês abaixo é o que vale.",
  "money.noscript":
    "As cotações ao vivo precisam de JavaScript; o restante da página pode ser lido sem ele.",
  "money.history-coming":
    "Aqui aparecem um gráfico da cotação {from}/{to} em 1 mês, 1 ano, 5 anos ou todo o período, seus valores em tabela e em arquivo CSV, e a cotação de qualquer data que sua fonte tenha publicado.",
  "money.history-noscript":
    "Eles precisam de JavaScript. Todas as cotações também estão em nossa API, em JSON:",
  "money.history-api": "as cotações de referência {from}/{to} desde 1999",
  "money.pair-title": "{from} para {to}",
  "money.pair-label": "Converter {title}",
  "money.pair-description":
    "Converta {fromPlural} ({from}) para {toPlural} ({to}) pela cotação de referência mais recente, com a cotação inversa e uma tabela de valores comuns.",
  "money.pair-keywords":
    "{from} para {to}, {fromName} para {toName}, cotação {from} {to}, câmbio {from} {to}",
  // The time zone converter's table of the year's clock changes.
  "tz-rules.title": "Mudanças de horário em {year}",
  "tz-rules.intro":
    "A diferença de cada fuso em relação a UTC em {year}, e quando os relógios são adiantados e atrasados, na hora local de cada um, segundo o banco de dados tz da IANA.",
  "tz-rules.zone": "Fuso",
  "tz-rules.offset": "Diferença",
  "tz-rules.forward": "Relógios adiantados",
  "tz-rules.back": "Relógios atrasados",
  "tz-rules.none": "Sem mudança",
  // The ring size chart (app/components/ring-size-chart.tsx)
  "ring.rule-of": "{system}: {rule}",
  "ring.chart": "Tabela de tamanhos de anel",
  "ring.chart-intro":
    "Cada linha é um tamanho dos EUA e Canadá e o tamanho mais próximo de cada um dos outros sistemas.",
  "ring.rule.us": "(1,4216 + 0,1018 × tamanho) in de circunferência interna",
  "ring.rule.uk":
    "letras a partir de A = 37,5 mm de circunferência interna, 1,25 mm por letra (BS 6820)",
  "ring.rule.iso": "a circunferência interna em milímetros",
  "ring.rule.ch": "a circunferência interna em milímetros menos 40",
  "ring.rule.jp": "o tamanho 1 tem 13 mm de diâmetro interno, cada tamanho 1/3 mm a mais",
  "ring.rule.diameter-in": "medido de um lado a outro por dentro",
  // The shoe size chart (app/components/shoe-size-chart.tsx)
  "shoe.rule-of": "{system}: {rule}",
  "shoe.chart": "Tabela de tamanhos de calçado",
  "shoe.chart-intro":
    "Cada linha é um comprimento de forma e o tamanho mais próximo de cada sistema; os comprimentos de pé são {allowance} cm menores que a forma. Um travessão: fora da faixa desse sistema.",
  "shoe.chart-men": "Tamanhos de calçado masculino",
  "shoe.chart-women": "Tamanhos de calçado feminino",
  "shoe.chart-children": "Tamanhos de calçado infantil",
  "shoe.rule.us-men": "o tamanho 0 é uma forma de 8¼ in, ⅓ in por tamanho",
  "shoe.rule.us-women":
    "o tamanho 0 é uma forma de 7 11/12 in, ⅓ in por tamanho: um tamanho acima do masculino",
  "shoe.rule.us-boys":
    "o tamanho 0 é uma forma de 3 11/12 in, ⅓ in por tamanho: o 13 de meninos é o 0 masculino",
  "shoe.rule.us-girls":
    "o tamanho 0 é uma forma de 3 7/12 in, ⅓ in por tamanho: o 13 de meninas é o 0 feminino",
  "shoe.rule.uk-adult":
    "o tamanho 1 é uma forma de 8 2/3 in, um grão de cevada (⅓ in) por tamanho, depois do 13½ infantil",
  "shoe.rule.uk-child":
    "o tamanho 0 é uma forma de 4 in, um grão de cevada (⅓ in) por tamanho, até 13½",
  "shoe.rule.eu": "o comprimento da forma em pontos de Paris de ⅔ cm",
  "shoe.rule.mondopoint":
    "o comprimento do pé em milímetros, em passos de 5 mm (ISO 9407; Japão e China)",
  // The date calculator's ISO week chart.
  "date.chart-title": "Semanas ISO, ano a ano",
  "date.chart-text":
    "Uma semana ISO 8601 vai de segunda-feira a domingo, e a semana 1 é a que contém a primeira quinta-feira do ano; por isso ela começa entre 29 de dezembro e 4 de janeiro. Um ano tem 53 semanas quando começa numa quinta-feira, ou numa quarta-feira se for bissexto; caso contrário, 52. A calculadora conta dias inteiros no calendário gregoriano: uma data é um número de dia, e os dias entre duas datas são a diferença entre seus números.",
  "date.chart-year": "Ano",
  "date.chart-jan1": "1º de janeiro",
  "date.chart-week1": "Início da semana 1",
  "date.chart-weeks": "Semanas ISO",
  // The Unix timestamp converter's examples.
  "unix.examples": "Timestamps Unix que vale a pena conhecer",
  "unix.examples-text":
    "Um timestamp são segundos desde 1970-01-01T00:00:00Z, 86.400 por dia e sem segundos intercalares; uma data é o número de dia que esses segundos dão, no calendário gregoriano, e a hora do dia é o resto. Os milissegundos são esses segundos vezes 1.000, os microssegundos vezes um milhão. A página calcula com inteiros de qualquer tamanho, então o último dígito de um timestamp em microssegundos é mantido.",
  "unix.examples-instant": "Instante e segundos",
  "unix.examples-utc": "UTC, em ISO 8601 e RFC 2822",
  "unix.ex-epoch": "A época",
  "unix.ex-before": "Um segundo antes da época",
  "unix.ex-billion": "Um bilhão de segundos",
  "unix.ex-int32": "O último segundo do tempo de 32 bits com sinal",
  "unix.ex-wrap": "Para onde volta o tempo de 32 bits com sinal",
  "unix.ex-two-billion": "Dois bilhões de segundos",
  "unix.ex-uint32": "O último segundo do tempo de 32 bits sem sinal",
  "unix.ex-9999": "O último segundo do ano 9999",
};

/** The home page and the site's own pages, by English path (en.ts says what each field is). */
export const PAGE_WORDS: Readonly<Record<WrittenPath, WrittenPage>> = {
  "/": {
    title: "Conversor de unidades online grátis",
    navLabel: "Início",
    description:
      "Converta com exatidão comprimento, peso, temperatura, volume, área e mais de 70 outras grandezas, além de moedas e glicemia. Grátis, rápido e sem cadastro.",
    keywords:
      "conversor de unidades, conversão de medidas, métrico para imperial, comprimento, peso, temperatura",
  },
  "/about": {
    title: "Sobre nós",
    navLabel: "sobre nós",
    description: "O que é o {site}, para quem ele foi feito e como mantém cada conversão exata.",
    keywords: "sobre o {site}, conversor de unidades, conversões precisas",
  },
  "/contact": {
    title: "Fale conosco",
    navLabel: "contato",
    description:
      "Dúvidas, correções ou ideias para o {site}? Escreva para nós; normalmente respondemos em até 24 horas.",
    keywords: "contato {site}, feedback, suporte",
  },
  "/terms": {
    title: "Termos de uso",
    navLabel: "termos de uso",
    description: "Os termos que regem o uso dos conversores gratuitos do {site}.",
    keywords: "termos de uso {site}, termos de serviço",
  },
  "/privacy": {
    title: "Política de privacidade",
    navLabel: "política de privacidade",
    description: "O que exatamente o {site} guarda sobre você, e o que não guarda.",
    keywords: "política de privacidade {site}, proteção de dados",
  },
  "/sitemap": {
    title: "Mapa do site",
    navLabel: "mapa do site",
    description:
      "Todas as páginas do {site}: conversores de unidades, pares de conversão, conversores de moedas e de saúde.",
    keywords: "mapa do site {site}, todos os conversores",
  },
  "/guides": {
    title: "Guias e tutoriais de conversão de unidades",
    navLabel: "Guias",
    description:
      "Como converter comprimento, peso, temperatura, área, volume e energia à mão, com os fatores exatos e os erros a evitar.",
    keywords:
      "guia de conversão de unidades, tutorial de conversão, sistema métrico, unidades imperiais",
  },
  "/blood-sugar-converter": {
    title: "Conversor de glicemia",
    navLabel: "Glicemia",
    description:
      "Converta a glicemia entre mg/dL e mmol/L com o fator exato e veja em que faixa cada leitura se encaixa. Inclui HbA1c e glicose média estimada.",
    keywords:
      "conversor de glicemia, glicose no sangue, mg/dL para mmol/L, mmol/L para mg/dL, HbA1c, diabetes",
  },
  "/case": {
    title: "Conversor de maiúsculas e minúsculas",
    navLabel: "Maiúsculas e minúsculas",
    description:
      "Converta texto para MAIÚSCULAS, minúsculas, Iniciais Maiúsculas, início de frase maiúsculo, camelCase, snake_case, kebab-case ou CONSTANT_CASE enquanto digita.",
    keywords:
      "converter maiúsculas e minúsculas, texto em maiúsculas, texto em minúsculas, camelCase, snake_case",
  },
  "/number-base": {
    title: "Conversor de bases numéricas",
    navLabel: "Bases numéricas",
    description:
      "Converta números entre binário, octal, decimal, hexadecimal e qualquer base de 2 a 36, com exatidão e em qualquer tamanho.",
    keywords:
      "conversor de bases numéricas, binário para decimal, hexadecimal para decimal, octal, base 36",
  },
  "/currency-converter": {
    title: "Conversor de moedas",
    navLabel: "Conversor de moedas",
    description:
      "Converta entre mais de {fiat} moedas do mundo, cada uma pela cotação do banco que a define, e as {coins} maiores criptomoedas.",
    keywords: "conversor de moedas, cotação, câmbio, conversor de câmbio, USD, EUR, GBP, JPY",
  },
  "/crypto-currency": {
    title: "Conversor de criptomoedas",
    navLabel: "Conversor de criptomoedas",
    description:
      "Converta Bitcoin, Ethereum e as outras {others} maiores criptomoedas entre si e para mais de {fiat} moedas do mundo.",
    keywords: "conversor de criptomoedas, conversor cripto, bitcoin, ethereum, BTC para USD",
  },
  // The time zone converter.
  "/time-zone-converter": {
    title: "Conversor de fuso horário",
    navLabel: "Fuso horário",
    description:
      "Converta data e hora entre fusos horários da IANA ou 1.000 cidades, com o horário de verão de cada data e siglas como IST ou CST explicadas.",
    keywords:
      "conversor de fuso horário, diferença de fuso, converter horário, horário de Brasília para EST, horário de verão, UTC",
  },
  // The ring size converter
  "/ring-size-converter": {
    title: "Conversor de tamanho de anel",
    navLabel: "Tamanho de anel",
    description:
      "Tamanhos de anel dos EUA e Canadá, Reino Unido e Austrália, ISO 8653 (Europa), Suíça e Japão, e o diâmetro ou a circunferência interna em mm e polegadas.",
    keywords:
      "conversor de tamanho de anel, tabela de tamanhos de anel, tamanho de anel em mm, tamanho de anel americano para brasileiro, diâmetro interno do anel",
  },
  // The shoe size converter
  "/shoe-size-converter": {
    title: "Conversor de tamanho de calçado",
    navLabel: "Tamanho de calçado",
    description:
      "Converta tamanhos de calçado masculino, feminino e infantil entre EUA, Reino Unido, EU e Mondopoint, ou o comprimento medido do pé em cm ou polegadas.",
    keywords:
      "conversor de tamanho de calçado, tabela de tamanhos de calçado, tamanho americano para europeu, tamanho inglês para americano, comprimento do pé para tamanho, mondopoint",
  },
  // The date calculator.
  "/date-calculator": {
    title: "Calculadora de datas",
    navLabel: "Calculadora de datas",
    description:
      "Conte os dias e os dias úteis entre duas datas, some ou subtraia dias, semanas ou meses, e veja o dia da semana e a semana ISO de cada data.",
    keywords:
      "calculadora de datas, dias entre duas datas, contar dias, dias úteis, somar dias a uma data, número da semana",
  },
  // The Unix timestamp converter.
  "/unix-timestamp-converter": {
    title: "Conversor de timestamp Unix",
    navLabel: "Timestamp Unix",
    description:
      "Converta um timestamp Unix em segundos, milissegundos ou microssegundos em data e hora UTC e local, em ISO 8601 e RFC 2822, e uma data no seu timestamp.",
    keywords:
      "conversor de timestamp unix, tempo unix, epoch, timestamp para data, data para timestamp, milissegundos, ISO 8601",
  },
  // The cooking converter.
  "/cooking-converter": {
    title: "Conversor de medidas culinárias",
    navLabel: "Medidas culinárias",
    description:
      "Converta xícaras e colheres em gramas e onças para 160 ingredientes, cada um com a fonte da sua densidade (USDA, The Cake Bible).",
    keywords:
      "conversor de medidas culinárias, xícaras para gramas, gramas para xícaras, medidas de confeitaria, peso dos ingredientes",
  },
};

/**
 * Names of category pages that share their quantity with another page, so cannot take its name.
 */
export const PAGE_NAMES: Readonly<Record<string, string>> = {
  "/moment-force": "Momento de força",
  "/fuel-efficiency-volume": "Eficiência de combustível (volume)",
  "/concentration-solution": "Concentração de soluções",
  "/radiation": "Radiação",
  "/volume-dry": "Volume seco",
  "/typography": "Tipografia",
  "/volume-lumber": "Volume de madeira",
};
