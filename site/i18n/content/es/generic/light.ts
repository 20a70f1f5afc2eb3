import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/generic/light.ts. */
export const texts: UnitTranslations = {
  "/luminance": {
    about: [
      "La luminancia es el brillo de una superficie vista desde una dirección: la intensidad luminosa emitida por unidad de superficie proyectada. Su unidad del SI es la candela por metro cuadrado (cd/m²), conocida comúnmente como nit (nt), que es la misma unidad: 1 nt = {{1 nt cd_m2}} cd/m². Por pie cuadrado, 1 cd/ft² = {{1 cd_ft2 cd_m2}} cd/m², a partir del pie exacto; el stilb CGS (sb) es una candela por centímetro cuadrado, {{1 sb cd_m2}} cd/m².",
      "El uso cotidiano es el brillo de las pantallas: los monitores, teléfonos y televisores se especifican en nits, el vídeo SDR se masteriza para un blanco de referencia de 100 cd/m², y los formatos y pantallas HDR llegan a 1000 cd/m² y más. La luminancia caracteriza también el alumbrado viario, la señalización, las fuentes de luz y las pantallas médicas. El pie-lambert (1/π cd/ft², {{1 fl cd_m2}} cd/m²), usado para las pantallas de cine, es una unidad distinta de la cd/ft²; él y el lambert, el mililambert y el apostilb describen una superficie perfectamente difusora por la luz que emite por unidad de superficie, de ahí el factor 1/π.",
    ],
    useCases: [
      "Comparar especificaciones de brillo de pantallas dadas en nits y en cd/m².",
      "Pasar a cd/m² datos de luminancia de fuentes estadounidenses en cd/ft².",
      "Leer como cd/m² la literatura de óptica antigua en stilbs.",
    ],
    faqs: [
      {
        question: "¿Un nit es lo mismo que una candela por metro cuadrado?",
        answer:
          "Sí: nit es un nombre informal de la cd/m², que no forma parte del SI, y 1 nit = {{1 nt cd_m2}} cd/m². Pasar nits a lúmenes, en cambio, requiere la superficie emisora y la distribución angular, porque los lúmenes miden la luz total emitida.",
      },
    ],
    example: { context: "una pantalla HDR luminosa" },
    accuracy: {
      definitions:
        "El nit es la propia candela por metro cuadrado, el stilb es exactamente {{1 sb cd_m2}} cd/m² (1 cm² = 10⁻⁴ m²) y la cd/ft² usa el pie exacto (0,3048 m), y la familia del lambert divide exactamente entre π, así que todo factor es exacto.",
      caveat:
        "La luminancia real de una pantalla depende de sus ajustes y de su contenido, que una conversión no cambia.",
    },
  },
  "/luminous-intensity": {
    about: [
      "La intensidad luminosa es la luz que emite una fuente en una dirección dada, ponderada por la sensibilidad del ojo. Su unidad, la candela (cd), es una de las siete unidades básicas del SI, definida fijando la eficacia luminosa de la luz verde de 540 THz en 683 lm/W. La bujía (cp, candlepower) tiene en esta página su sentido moderno, 1 cp = {{1 cp cd}} cd; algunos textos antiguos usaban «candlepower» para la bujía internacional.",
      "La bujía Hefner (HK), un patrón de llama alemán que quemaba acetato de amilo, y la bujía internacional de 1909 son unidades históricas sin una definición moderna exacta. Esta página usa los valores de GNU units, 1 HK = 0,9 bujías internacionales = {{1 hk cd}} cd y 1 bujía internacional = {{1 icd cd}} cd; otras fuentes dan unos 0,903 cd para la bujía Hefner, así que sus últimas cifras son aproximadas. Hoy la candela sirve para especificar LED (en milicandelas), linternas (intensidad máxima del haz) y luces de señalización.",
    ],
    useCases: [
      "Leer como candelas especificaciones históricas de lámparas en bujías Hefner o internacionales.",
      "Comparar especificaciones de LED y linternas dadas en cd y en bujías.",
      "Estimar el alcance del haz de una linterna: la distancia ANSI FL1 hasta 0,25 lx es 2·√I metros, con I en candelas.",
    ],
    faqs: [
      {
        question: "¿Qué diferencia hay entre candelas, lúmenes y luxes?",
        answer:
          "La candela mide la intensidad en una dirección, el lumen la luz total emitida (1 lm = 1 cd·sr) y el lux la luz que incide sobre una superficie (1 lx = 1 lm/m²). Una fuente de 1 cd que irradia por igual en todas las direcciones emite 4π ≈ 12,57 lm.",
      },
    ],
    example: { context: "la especificación de una lámpara" },
    accuracy: {
      verdict: "Tan preciso como lo permiten las definiciones de sus unidades.",
      definitions:
        "La candela y la bujía son idénticas, así que esa conversión es exacta. Las bujías Hefner e internacional eran patrones físicos de llama y de lámpara que nunca se fijaron de forma exacta respecto a la candela: esta página usa los valores de GNU units (1 HK = {{1 hk cd}} cd, 1 bujía internacional = {{1 icd cd}} cd, 1 violle = {{1 violle cd}} cd), y las fuentes difieren en las últimas cifras.",
    },
  },
  "/illumination": {
    about: [
      "La iluminancia es la cantidad de luz que incide sobre una superficie: el flujo luminoso por unidad de superficie. Su unidad del SI es el lux (lx), un lumen por metro cuadrado, así que 1 lx = {{1 lx lm_m2}} lm/m². El pie-candela (fc) es un lumen por pie cuadrado, {{1 fc lx}} lx, y el phot CGS (ph) es un lumen por centímetro cuadrado, {{1 ph lx}} lx.",
      "Las normas de iluminación fijan niveles de iluminancia: unos 500 lx es la norma europea para tareas de escritura y lectura en oficinas, mientras que la práctica estadounidense y algunas normativas siguen dando los niveles en pies-candela. En exteriores el intervalo es enorme, desde una fracción de lux con luna llena hasta unos 100.000 lx a pleno sol. Los luxómetros de fotografía, horticultura y puesta en servicio de edificios miden en luxes o en pies-candela.",
    ],
    useCases: [
      "Convertir niveles de iluminación recomendados entre pies-candela y luxes.",
      "Contrastar la lectura del luxómetro de un lugar de trabajo con una norma expresada en la otra unidad.",
      "Comparar cifras de luz de cultivo o de luz diurna dadas en luxes y en pies-candela.",
    ],
    faqs: [
      {
        question: "¿Cómo convierto lúmenes a luxes?",
        answer:
          "Divida los lúmenes que llegan a una superficie entre su área en metros cuadrados: 1000 lm repartidos por igual sobre 2 m² dan 500 lx. Los lúmenes miden la emisión total de una fuente, así que la conversión depende de la superficie iluminada, no de un factor fijo.",
      },
    ],
    example: { context: "la iluminación de una oficina" },
    accuracy: {
      definitions:
        "El lux es el lumen por metro cuadrado, el phot exactamente {{1 ph lx}} lx, y el pie-candela 1 lm/ft² con el pie exacto (0,3048 m), así que 1 fc = {{1 fc lx}} lx hasta las cifras que se muestran.",
      caveat:
        "Las propias lecturas de los luxómetros suelen tener una precisión de unos pocos por ciento.",
    },
  },
  "/digital-image-resolution": {
    about: [
      "La resolución de imagen es aquí una densidad de puntos o píxeles a lo largo de una longitud: cuántos caben en una pulgada o en un centímetro. Los recuentos no tienen unidad, así que en términos del SI es una longitud inversa (los archivos PNG la guardan en píxeles por metro). Como una pulgada mide exactamente 2,54 cm, 1 dpi = {{1 dpi dpcm}} puntos/cm y 300 dpi = {{300 dpi dpcm}} puntos/cm. Los píxeles por pulgada (ppi) y por centímetro se convierten con el mismo factor.",
      "En rigor, los dpi describen los puntos de una impresora y las muestras de un escáner, y los ppi los píxeles de una imagen o de una pantalla, pero ambos se usan a menudo indistintamente y se convierten igual. La impresión suele apuntar a 300 ppi; las antiguas convenciones de pantalla eran 72 ppi (Mac clásico) y 96 ppi (Windows, y el píxel CSS de 1/96 de pulgada). Los archivos JPEG y TIFF pueden registrar la resolución en pulgadas o en centímetros.",
    ],
    useCases: [
      "Fijar una resolución de impresión dada en dpi en un programa que pide píxeles por centímetro.",
      "Calcular el tamaño de impresión: píxeles ÷ ppi da pulgadas, píxeles ÷ px/cm da centímetros.",
      "Comparar especificaciones de escáneres e impresoras en dpi con otras métricas.",
    ],
    faqs: [
      {
        question: "¿A qué tamaño se imprimirá mi imagen a 300 dpi?",
        answer:
          "Divida las dimensiones en píxeles entre la resolución: 3000 × 2400 píxeles a 300 ppi se imprimen a 10 × 8 pulgadas o, a {{300 ppi ppcm}} px/cm, a 25,4 × 20,32 cm. Cambiar el valor de dpi en los metadatos de un archivo solo cambia el tamaño de impresión, no el número de píxeles.",
      },
    ],
    accuracy: {
      definitions:
        "El único factor es la pulgada, exactamente 2,54 cm desde el acuerdo internacional de 1959, así que 1 punto/cm = {{1 dpcm dpi}} dpi exactamente.",
      caveat:
        "La página cuenta un punto y un píxel como una unidad cada uno, así que dpi y ppi se convierten igual.",
    },
  },
  "/frequency-wavelength": {
    about: [
      "La frecuencia es el número de ciclos por segundo, en hercios (Hz); la longitud de onda es la distancia que abarca un ciclo. Para las ondas electromagnéticas en el vacío, ambas están ligadas por λ = c/f, con la velocidad de la luz c = 299.792.458 m/s exactos, así que esta página convierte en ambos sentidos entre unidades de frecuencia (de Hz a PHz, y rpm), números de onda (cm⁻¹), energías de fotón (eV, por E = hf) y longitudes de onda (de km a pm, y el ångström). La longitud de onda es inversa a la frecuencia: si una se duplica, la otra se reduce a la mitad. Por ejemplo, 100 MHz tienen una longitud de onda de {{100 mhz m}} m, y 540 THz, la luz verde que define la candela, {{540 thz nm}} nm.",
      "Los ingenieros de radio la usan para longitudes de antena y planes de bandas (el Wi-Fi de 2,4 GHz son {{2.4 ghz cm}} cm), la óptica y la espectroscopia para pasar de nanómetros a terahercios, y la cristalografía para los rayos X en ångströms ({{1 angstrom nm}} nm). Todas las longitudes de onda de aquí son en el vacío: en el aire son en torno a un 0,03 % más cortas, en el vidrio, el agua o un cable coaxial mucho más cortas, y las ondas sonoras siguen λ = v/f, con la velocidad del sonido en su lugar.",
    ],
    useCases: [
      "Cortar una antena de cuarto de onda: λ/4 a 433 MHz es un cuarto de {{433 mhz cm}} cm, antes del acortamiento habitual por efecto de las puntas.",
      "Pasar longitudes de onda de láseres y LED en nm a frecuencias ópticas en THz.",
      "Saber a qué banda de longitud de onda pertenece una radiofrecuencia (onda larga, onda corta, microondas).",
      "Convertir longitudes de onda de rayos X entre ångströms, picómetros y nanómetros.",
    ],
    faqs: [
      {
        question: "¿Cómo paso de frecuencia a longitud de onda?",
        answer:
          "Divida la velocidad de la luz entre la frecuencia, λ = c/f: 1 MHz da {{1 mhz m}} m, 1 GHz {{1 ghz mm}} mm. En sentido contrario, f = c/λ, así que 500 nm son {{500 nm thz}} THz.",
      },
      {
        question: "¿Puedo usar esta página para ondas sonoras?",
        answer:
          "No. Sus longitudes de onda suponen la velocidad de la luz. El sonido viaja en el aire a unos 343 m/s a 20 °C, así que un tono de 1 kHz tiene una longitud de onda de unos 34 cm, casi un millón de veces más corta que una onda de radio de 1 kHz.",
      },
    ],
    example: {
      context: "una banda de Wi-Fi",
      note: "El resultado es la longitud de onda en el vacío; cualquiera de los dos lados puede ser una frecuencia o una longitud de onda.",
    },
    accuracy: {
      verdict: "Sí, para ondas en el vacío.",
      definitions:
        "La velocidad de la luz es exacta por la definición del metro (299.792.458 m/s), los prefijos del SI son exactos y el ångström es exactamente 10⁻¹⁰ m, así que 1 THz corresponde exactamente a {{1 thz µm}} µm.",
      caveat:
        "En un medio, divida la longitud de onda en el vacío entre el índice de refracción (o multiplíquela por el factor de velocidad del cable).",
    },
  },
};
