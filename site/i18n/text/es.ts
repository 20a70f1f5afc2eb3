import type { SiteText, WrittenPage, WrittenPath } from "./en.ts";

/** The words of the pages in Spanish (en.ts says what each is). */
export const es: SiteText = {
  "shell.home": "Inicio",
  "shell.nav-footer": "Pie de página",
  "shell.breadcrumb": "Ruta de navegación",
  "shell.languages": "Idiomas",
  "shell.popular-pairs": "Pares populares",
  "shell.currency": "Divisas",
  "shell.search-label": "Convierta o busque unidades",
  "shell.search-placeholder": "5 pies 3 pulgadas a cm, psi…",
  "offline.title": "Está sin conexión",
  "offline.text":
    "Esta página todavía no se ha guardado para usarla sin conexión. Las páginas que ya abrió funcionan sin conexión.",
  "offline.home": "Ir a la página de inicio",
  "search.title": "Buscar",
  "search.heading": "Convertir y calcular",
  "search.answer": "Responder",
  "search.answer-label": "Respuesta",
  "search.read-as": "Leído como",
  "search.open": "Abrir la página: {title}",
  "search.prompt": "Escriba una cantidad, una conversión o un cálculo",
  "search.again": "Preguntar de nuevo",
  "search.converters": "Conversores",
  "search.examples": "Ejemplos",
  "search.too-long": "La pregunta tiene {length} caracteres; se leen como máximo {limit}.",
  "head.title": "{title} | {site} - Conversor de unidades rápido y exacto",
  "head.pair-title": "Conversor de {title} | {site}",
  "page.category-title": "Conversor de {name}",
  "page.category-description":
    "Convierta unidades de {name}: {examples} y {count} unidades en total. Resultados exactos al escribir, gratis.",
  "page.category-keywords": "conversor de {name}, unidades de {name}, convertir {name}",
  "page.pair-title": "{from} a {to}",
  "page.pair-label": "Conversor de {title}",
  "page.pair-description":
    "Convierta {from} a {to}: 1 {fromSymbol} = {value} {toSymbol}. Fórmula, tabla y ejemplos, exactos hasta la última cifra.",
  "page.pair-keywords": "{from} a {to}, {fromSymbol} a {toSymbol}, convertir {from} a {to}",
  "converter.popular": "Conversiones populares de {quantity}",
  "converter.related": "Conversiones relacionadas",
  "converter.other-way": "Convertir en sentido contrario",
  "converter.more": "Más conversiones de {quantity}",
  "converter.explore": "Todas las herramientas de conversión de {quantity}",
  "converter.also-need": "También le puede servir:",
  "content.about": "Acerca del {title}",
  "content.common": "Conversiones habituales",
  "content.common-sub": "Referencia rápida de las conversiones más buscadas",
  "content.from": "De",
  "content.to": "A",
  "content.result": "Resultado",
  "content.formulas": "Fórmulas de conversión",
  "content.formula-title": "{from} a {to}",
  "content.example": "Ejemplo:",
  "content.use-cases": "Usos habituales",
  "content.guides": "Guías completas",
  "content.guides-sub": "Explicaciones a fondo",
  "content.tips": "Consejos y buenas prácticas",
  "content.tips-sub": "Para convertir mejor",
  "content.faq": "Preguntas frecuentes",
  "units.title": "Unidades de esta página",
  "units.caption": "Una de cada unidad, expresada en {base} ({symbol}).",
  "units.unit": "Unidad",
  "units.symbol": "Símbolo",
  "units.in": "En {symbol}",
  "faq.usage-question": "¿Cómo se usa el {name}?",
  "faq.usage-answer":
    "Escriba un valor en cualquiera de los dos campos y elija las unidades; el otro campo muestra el valor convertido mientras escribe. El botón de intercambio invierte las unidades, Copiar resultado copia el número y la dirección de la página ({address}) guarda la conversión para compartirla. Ejemplo: {example}",
  "faq.example": "{value}{context} son {result}",
  "faq.example-context": ", {context},",
  "faq.example-or": ", o {result}",
  "faq.accuracy-question": "¿Es exacto este {name}?",
  "faq.yes": "Sí.",
  "faq.tested": "Pruebas automáticas comparan cada factor con GNU units.",
  "home.common": "Conversiones habituales",
  "home.common-sub": "Haga clic en cualquier conversión para abrir su propio conversor",
  "home.directory": "Conversores de unidades: versiones completas",
  "home.all": "Todos los conversores",
  "group.Common": "Habituales",
  "group.Popular": "Populares",
  "group.Engineering": "Ingeniería",
  "group.Heat": "Calor",
  "group.Fluids": "Fluidos",
  "group.Light": "Luz",
  "group.Electricity": "Electricidad",
  "group.Magnetism": "Magnetismo",
  "group.Radiology": "Radiología",
  "group.Other": "Otros",
  "group.Medical": "Medicina",
  "group.Currency": "Divisas",
  "group.Crypto": "Criptomonedas",
  "links.crypto-currency": "Criptomonedas",
  "links.all": "Todos los conversores",
  "links.common": "Conversores habituales",
  "links.popular": "Conversores populares",
  "info.sidebar": "Conversores",
  "sitemap.main": "Páginas principales",
  "sitemap.pairs": "Pares de conversión populares",
  "sitemap.engineering": "Ingeniería y técnica",
  "sitemap.specialized": "Conversores especializados",
  "sitemap.for-engines": "Para buscadores:",
  "medical.disclaimer":
    "Estos rangos corresponden a la glucosa en ayunas. Consulte siempre a su profesional de la salud para recibir orientación médica.",
  "medical.reference": "Rangos de referencia de glucosa en sangre",
  "medical.range": "Rango",
  "medical.range-normal": "Normal",
  "medical.range-prediabetic": "Prediabetes",
  "medical.range-diabetic": "Diabetes",
  "medical.range-low": "Baja",
  "medical.below": "menos de {value}",
  "medical.common": "Conversiones habituales",
  "medical.reading": "Lectura",
  "medical.converted": "Equivale a",
  "medical.meaning": "Significado",
  "medical.normal-fasting": "Normal en ayunas",
  "medical.diabetes-threshold": "Umbral de diabetes (en ayunas)",
  "medical.high-after-meal": "Alta después de comer",
  "medical.low-end": "Límite inferior de lo normal",
  "medical.normal": "Normal",
  "medical.elevated": "Elevada",
  "medical.hba1c": "HbA1c y glucosa media",
  "medical.related": "Conversores relacionados",
  "medical.formula":
    "Fórmula: mmol/L = mg/dL ÷ {factor} (glucosa, {molarMass} g/mol); mg/dL = mmol/L × {factor}.",
  "legal.note":
    "Esta página solo está disponible en inglés. El texto en inglés que aparece a continuación es el que tiene validez.",
  "money.noscript":
    "Los tipos de cambio en directo necesitan JavaScript; el resto de la página se lee sin él.",
  "money.history-coming":
    "Aquí aparecen un gráfico del tipo de cambio {from}/{to} en 1 mes, 1 año, 5 años o todo el periodo, sus cifras en una tabla y en un archivo CSV, y el tipo de cambio de cualquier fecha que su fuente haya publicado.",
  "money.history-noscript":
    "Necesitan JavaScript. Todos los tipos de cambio están también en nuestra API, en JSON:",
  "money.history-api": "los tipos de referencia {from}/{to} desde 1999",
  "money.pair-title": "{from} a {to}",
  "money.pair-label": "Convertir {title}",
  "money.pair-description":
    "Convierta {fromPlural} ({from}) a {toPlural} ({to}) al último tipo de cambio de referencia, con el tipo inverso y una tabla de importes habituales.",
  "money.pair-keywords":
    "{from} a {to}, {fromName} a {toName}, tipo de cambio {from} {to}, cambio {from} {to}",
  // The time zone converter's table of the year's clock changes.
  "tz-rules.title": "Cambios de hora en {year}",
  "tz-rules.intro":
    "El desfase de cada zona respecto a UTC en {year}, y cuándo se adelantan y se atrasan sus relojes, en su propia hora local, según la base de datos tz de la IANA.",
  "tz-rules.zone": "Zona",
  "tz-rules.offset": "Desfase",
  "tz-rules.forward": "Los relojes se adelantan",
  "tz-rules.back": "Los relojes se atrasan",
  "tz-rules.none": "Sin cambio",
  // The ring size chart (app/components/ring-size-chart.tsx)
  "ring.rule-of": "{system}: {rule}",
  "ring.chart": "Tabla de tallas de anillos",
  "ring.chart-intro":
    "Cada fila es una talla de EE. UU. y Canadá y la talla más cercana de cada uno de los demás sistemas.",
  "ring.rule.us": "(1,4216 + 0,1018 × talla) in de circunferencia interior",
  "ring.rule.uk":
    "letras desde A = 37,5 mm de circunferencia interior, 1,25 mm por letra (BS 6820)",
  "ring.rule.iso": "la circunferencia interior en milímetros",
  "ring.rule.ch": "la circunferencia interior en milímetros menos 40",
  "ring.rule.jp": "la talla 1 mide 13 mm de diámetro interior y cada talla, 1/3 mm más",
  "ring.rule.diameter-in": "medido de lado a lado por dentro",
  // The shoe size chart (app/components/shoe-size-chart.tsx)
  "shoe.rule-of": "{system}: {rule}",
  "shoe.chart": "Tabla de tallas de zapatos",
  "shoe.chart-intro":
    "Cada fila es una longitud de horma y la talla más cercana de cada sistema; las longitudes de pie son {allowance} cm más cortas que la horma. Un guion: fuera del rango de ese sistema.",
  "shoe.chart-men": "Tallas de zapatos de hombre",
  "shoe.chart-women": "Tallas de zapatos de mujer",
  "shoe.chart-children": "Tallas de zapatos de niños",
  "shoe.rule.us-men": "la talla 0 es una horma de 8¼ in, ⅓ in por talla",
  "shoe.rule.us-women":
    "la talla 0 es una horma de 7 11/12 in, ⅓ in por talla: una talla más que la de hombre",
  "shoe.rule.us-boys":
    "la talla 0 es una horma de 3 11/12 in, ⅓ in por talla: la 13 de niño es la 0 de hombre",
  "shoe.rule.us-girls":
    "la talla 0 es una horma de 3 7/12 in, ⅓ in por talla: la 13 de niña es la 0 de mujer",
  "shoe.rule.uk-adult":
    "la talla 1 es una horma de 8 2/3 in, un grano de cebada (⅓ in) por talla, tras la 13½ infantil",
  "shoe.rule.uk-child":
    "la talla 0 es una horma de 4 in, un grano de cebada (⅓ in) por talla, hasta la 13½",
  "shoe.rule.eu": "la longitud de la horma en puntos de París de ⅔ cm",
  "shoe.rule.mondopoint":
    "la longitud del pie en milímetros, en pasos de 5 mm (ISO 9407; Japón y China)",
  // The date calculator's ISO week chart.
  "date.chart-title": "Semanas ISO, año por año",
  "date.chart-text":
    "Una semana ISO 8601 va de lunes a domingo, y la semana 1 es la que contiene el primer jueves del año, así que empieza entre el 29 de diciembre y el 4 de enero. Un año tiene 53 semanas cuando empieza en jueves, o en miércoles si es bisiesto; si no, 52. La calculadora cuenta días enteros en el calendario gregoriano: una fecha es un número de día, y los días entre dos fechas son la diferencia de sus números.",
  "date.chart-year": "Año",
  "date.chart-jan1": "1 de enero",
  "date.chart-week1": "Empieza la semana 1",
  "date.chart-weeks": "Semanas ISO",
  // The Unix timestamp converter's examples.
  "unix.examples": "Timestamps Unix que conviene conocer",
  "unix.examples-text":
    "Un timestamp son segundos desde 1970-01-01T00:00:00Z, 86.400 por día y sin segundos intercalares; una fecha es el número de día que dan esos segundos, en el calendario gregoriano, y la hora del día es el resto. Los milisegundos son esos segundos por 1000, los microsegundos por un millón. La página cuenta con enteros de cualquier tamaño, así que se conserva el último dígito de un timestamp en microsegundos.",
  "unix.examples-instant": "Instante y segundos",
  "unix.examples-utc": "UTC, en ISO 8601 y RFC 2822",
  "unix.ex-epoch": "La época",
  "unix.ex-before": "Un segundo antes de la época",
  "unix.ex-billion": "Mil millones de segundos",
  "unix.ex-int32": "El último segundo del tiempo de 32 bits con signo",
  "unix.ex-wrap": "Adonde vuelve el tiempo de 32 bits con signo",
  "unix.ex-two-billion": "Dos mil millones de segundos",
  "unix.ex-uint32": "El último segundo del tiempo de 32 bits sin signo",
  "unix.ex-9999": "El último segundo del año 9999",
};

/** The home page and the site's own pages in Spanish (en.ts says what each field is). */
export const PAGE_WORDS: Readonly<Record<WrittenPath, WrittenPage>> = {
  "/": {
    title: "Conversor de unidades online gratis",
    navLabel: "Inicio",
    description:
      "Conversión exacta de longitud, peso, temperatura, volumen, superficie y más de 70 tipos de unidades, además de divisas y glucosa. Gratis, rápida y sin registro.",
    keywords:
      "conversor de unidades, convertir unidades, sistema métrico a imperial, longitud, peso, temperatura",
  },
  "/about": {
    title: "Sobre nosotros",
    navLabel: "sobre nosotros",
    description: "Qué es {site}, para quién es y cómo consigue que cada conversión sea exacta.",
    keywords: "sobre {site}, conversor de unidades, conversiones exactas",
  },
  "/contact": {
    title: "Contacto",
    navLabel: "contacto",
    description:
      "¿Preguntas, correcciones o ideas para {site}? Escríbanos; solemos responder en un plazo de 24 horas.",
    keywords: "contacto {site}, comentarios, soporte",
  },
  "/terms": {
    title: "Términos de uso",
    navLabel: "términos de uso",
    description: "Las condiciones en las que se pueden usar los conversores gratuitos de {site}.",
    keywords: "términos de uso de {site}, condiciones del servicio",
  },
  "/privacy": {
    title: "Política de privacidad",
    navLabel: "política de privacidad",
    description: "Qué datos guarda {site} sobre usted exactamente, y cuáles no.",
    keywords: "política de privacidad de {site}, protección de datos",
  },
  "/sitemap": {
    title: "Mapa del sitio",
    navLabel: "mapa del sitio",
    description:
      "Todas las páginas de {site}: conversores de unidades, pares de conversión, conversores de divisas y médicos.",
    keywords: "mapa del sitio de {site}, todos los conversores",
  },
  "/guides": {
    title: "Guías y tutoriales de conversión de unidades",
    navLabel: "Guías",
    description:
      "Cómo convertir a mano longitud, peso, temperatura, superficie, volumen y energía, con los factores exactos y los errores que hay que evitar.",
    keywords:
      "guía de conversión de unidades, tutorial de conversión, sistema métrico, unidades imperiales",
  },
  "/blood-sugar-converter": {
    title: "Conversor de glucosa en sangre",
    navLabel: "Glucosa en sangre",
    description:
      "Convierta la glucosa en sangre entre mg/dL y mmol/L con el factor exacto y vea en qué rango está cada lectura. Incluye HbA1c y glucosa media estimada.",
    keywords:
      "conversor de glucosa, glucemia, azúcar en sangre, mg/dL a mmol/L, mmol/L a mg/dL, HbA1c, diabetes",
  },
  "/case": {
    title: "Conversor de mayúsculas y minúsculas",
    navLabel: "Mayúsculas y minúsculas",
    description:
      "Convierta texto a MAYÚSCULAS, minúsculas, Tipo Título, Tipo oración, camelCase, snake_case, kebab-case o CONSTANT_CASE mientras escribe.",
    keywords:
      "convertir mayúsculas y minúsculas, pasar a mayúsculas, pasar a minúsculas, tipo título, camelCase, snake_case",
  },
  "/number-base": {
    title: "Conversor de bases numéricas",
    navLabel: "Bases numéricas",
    description:
      "Convierta números entre binario, octal, decimal, hexadecimal y cualquier base de 2 a 36, de forma exacta y con cualquier cantidad de dígitos.",
    keywords:
      "conversor de bases numéricas, binario a decimal, hexadecimal a decimal, octal, base 36",
  },
  "/currency-converter": {
    title: "Conversor de divisas",
    navLabel: "Conversor de divisas",
    description:
      "Convierta entre más de {fiat} divisas del mundo, cada una al tipo de cambio del banco que la fija, y las {coins} mayores criptomonedas.",
    keywords: "conversor de divisas, tipos de cambio, cambio de moneda, USD, EUR, GBP, JPY",
  },
  "/crypto-currency": {
    title: "Conversor de criptomonedas",
    navLabel: "Conversor de criptomonedas",
    description:
      "Convierta Bitcoin, Ethereum y las otras {others} mayores criptomonedas entre sí y a más de {fiat} divisas del mundo.",
    keywords: "conversor de criptomonedas, bitcoin, ethereum, BTC a USD, precio de criptomonedas",
  },
  // The time zone converter.
  "/time-zone-converter": {
    title: "Conversor de zonas horarias",
    navLabel: "Zonas horarias",
    description:
      "Convierta una fecha y hora entre zonas horarias de la IANA o 1000 ciudades, con el horario de verano de cada fecha y abreviaturas como IST o CST explicadas.",
    keywords:
      "conversor de zonas horarias, diferencia horaria, convertir hora, EST a hora de España, horario de verano, desfase UTC",
  },
  // The ring size converter
  "/ring-size-converter": {
    title: "Conversor de tallas de anillos",
    navLabel: "Tallas de anillos",
    description:
      "Convierta tallas de anillos de EE. UU. y Canadá, Reino Unido y Australia, ISO 8653 (Europa), Suiza y Japón, y el diámetro o contorno interior en mm y pulgadas.",
    keywords:
      "conversor de tallas de anillos, tabla de tallas de anillos, talla de anillo en mm, talla de anillo EE. UU. a España, diámetro interior del anillo",
  },
  // The shoe size converter
  "/shoe-size-converter": {
    title: "Conversor de tallas de zapatos",
    navLabel: "Tallas de zapatos",
    description:
      "Convierta tallas de zapatos de hombre, mujer y niños entre EE. UU., Reino Unido, EU y Mondopoint, o la longitud medida del pie en cm o pulgadas en cada talla.",
    keywords:
      "conversor de tallas de zapatos, tabla de tallas de zapatos, talla de EE. UU. a EU, talla del Reino Unido a EE. UU., longitud del pie a talla, mondopoint",
  },
  // The date calculator.
  "/date-calculator": {
    title: "Calculadora de fechas",
    navLabel: "Calculadora de fechas",
    description:
      "Cuente los días y los días laborables entre dos fechas, sume o reste días, semanas o meses, y vea el día de la semana y la semana ISO de cada fecha.",
    keywords:
      "calculadora de fechas, días entre dos fechas, contar días, días laborables, sumar días a una fecha, número de semana",
  },
  // The Unix timestamp converter.
  "/unix-timestamp-converter": {
    title: "Conversor de timestamp Unix",
    navLabel: "Timestamp Unix",
    description:
      "Convierta un timestamp Unix en segundos, milisegundos o microsegundos en fecha y hora UTC y local, en ISO 8601 y RFC 2822, y una fecha en su timestamp.",
    keywords:
      "conversor de timestamp unix, tiempo unix, epoch, timestamp a fecha, fecha a timestamp, milisegundos, ISO 8601",
  },
  // The cooking converter.
  "/cooking-converter": {
    title: "Conversor de medidas de cocina",
    navLabel: "Medidas de cocina",
    description:
      "Convierta tazas, cucharadas y cucharaditas a gramos y onzas para 160 ingredientes, cada uno con la fuente de su densidad (USDA, The Cake Bible).",
    keywords:
      "conversor de medidas de cocina, tazas a gramos, gramos a tazas, equivalencias de repostería, peso de ingredientes",
  },
};

/**
 * Names of category pages that share their quantity with another page, so cannot take its name.
 */
export const PAGE_NAMES: Readonly<Record<string, string>> = {
  "/moment-force": "Momento de fuerza",
  "/fuel-efficiency-volume": "Rendimiento de combustible (volumen)",
  "/concentration-solution": "Concentración de soluciones",
  "/radiation": "Radiación",
  "/volume-dry": "Volumen de áridos",
  "/typography": "Tipografía",
  "/volume-lumber": "Volumen de madera",
};
