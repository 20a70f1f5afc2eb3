import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/generic/radiology.ts. */
export const texts: UnitTranslations = {
  "/radiation": {
    about: [
      "Esta página convierte radiactividad, el número de desintegraciones nucleares por segundo en una muestra. Su unidad del SI es el bequerel (Bq), una desintegración por segundo, idéntico a la desintegración por segundo (dps). El curio (Ci), originalmente la actividad de aproximadamente un gramo de radio 226, se define como exactamente {{1 ci bq}} Bq. El rutherford (Rd, aquí con el código rd) es una unidad obsoleta de un millón de desintegraciones por segundo, {{1 rd bq}} Bq, lo mismo que un megabequerel; no es el rad, la antigua unidad de dosis absorbida, que está en el conversor de dosis absorbida de radiación.",
      "La actividad es la magnitud en que se expresan las fuentes radiactivas, las dosis de medicina nuclear, la contaminación y las mediciones de radón. Indica cuántas desintegraciones se producen, no cuánta energía llega a un cuerpo: para la exposición en aire y la dosis absorbida, use los conversores de exposición a la radiación y de dosis absorbida de radiación.",
    ],
    useCases: [
      "Convertir actividades de fuentes entre curios y bequereles.",
      "Leer como MBq o mCi la literatura histórica en rutherfords.",
      "Contrastar recuentos de desintegraciones en dps con el certificado de una fuente en Bq.",
    ],
    faqs: [
      {
        question: "¿El rd es el rad?",
        answer:
          "No. En esta página, rd es el rutherford, una unidad de actividad ({{1 rd bq}} desintegraciones por segundo). El rad es una unidad de dosis absorbida (0,01 gray) y no se puede convertir a bequereles, porque la dosis depende de la energía de la radiación y de lo que la absorbe.",
      },
    ],
    example: { context: "la actividad de una fuente" },
    accuracy: {
      definitions:
        "Todas las unidades de aquí se definen de forma exacta: 1 Bq = 1 dps, el curio es exactamente {{1 ci bq}} Bq por acuerdo internacional, y el rutherford son {{1 rd bq}} Bq.",
      caveat:
        "Los resultados menores que 0,000001, como 1 Bq en curios ({{1 bq ci}} Ci), se muestran en notación científica.",
    },
  },
  "/radiation-activity": {
    about: [
      "La radiactividad (actividad) es el número de núcleos que se desintegran por segundo. Su unidad del SI es el bequerel (Bq), una desintegración por segundo. El antiguo curio (Ci) se define como exactamente {{1 ci bq}} Bq, cerca de la actividad de un gramo de radio 226, así que 1 mCi = {{1 mci bq}} Bq ({{1 mci mega_bq}} MBq) y 1 µCi = {{1 µci bq}} Bq. Como el curio es tan grande y el bequerel tan pequeño, los valores reales suelen llevar prefijos: MBq y GBq en el SI, mCi y µCi en la práctica estadounidense.",
      "La medicina nuclear de casi todo el mundo prescribe las dosis en MBq, mientras que la práctica estadounidense sigue usando mCi; las fuentes encapsuladas, la radiografía industrial y los isótopos de laboratorio se etiquetan en ambas. Los niveles ambientales se dan por volumen o por masa: el radón en el aire en Bq/m³ o pCi/L (1 pCi son {{1e-12 ci bq}} Bq, así que 1 pCi/L = 37 Bq/m³), y un detector de humo iónico doméstico contiene aproximadamente 1 µCi de americio 241 o menos.",
    ],
    useCases: [
      "Convertir dosis de medicina nuclear entre mCi y MBq.",
      "Leer certificados de fuentes y documentos de transporte que dan la actividad en Ci y en Bq.",
      "Convertir resultados de radón entre pCi/L y Bq/m³ mediante el factor entre curio y bequerel.",
    ],
    faqs: [
      {
        question: "¿Cómo convierto mCi a MBq?",
        answer:
          "Multiplique por {{1 mci mega_bq}}: 1 mCi = {{1 mci bq}} Bq = {{1 mci mega_bq}} MBq. A la inversa, 1 MBq = {{1 mega_bq mci}} mCi, así que 100 MBq son {{100 mega_bq mci}} mCi.",
      },
    ],
    accuracy: {
      definitions:
        "El curio se define como exactamente {{1 ci bq}} Bq, y sus múltiplos (del kCi al pCi) y los del bequerel son escalones decimales exactos, así que toda conversión es exacta.",
      caveat:
        "La actividad de una fuente real disminuye con el tiempo según su periodo de semidesintegración, así que el valor de un certificado solo vale en su fecha de referencia.",
    },
  },
  "/radiation-exposure": {
    about: [
      "La exposición a la radiación mide la ionización que producen los rayos X o gamma en el aire: la carga eléctrica de los iones creados por unidad de masa de aire. Su unidad del SI es el culombio por kilogramo (C/kg). El roentgen (R) es la unidad heredada de ionización en aire, definida como exactamente {{1 r c_kg}} C/kg; el miliroentgen y el microroentgen son su milésima y su millonésima parte.",
      "La exposición solo se aplica a la radiación X y gamma en aire, y no es una dosis. Los medidores de radiación y los dosímetros antiguos leen en mR/h o µR/h (el fondo natural suele estar entre unos pocos y unos 20 µR/h), y la literatura antigua de radiología y de protección civil usa roentgens. Para los rayos gamma, una exposición de 1 R corresponde a una dosis absorbida de unos 8,76 mGy en aire y algo menos de 0,01 Gy en tejido blando, que es el origen de la regla práctica 1 R ≈ 1 rad.",
    ],
    useCases: [
      "Convertir entre unidades las lecturas de medidores de radiación antiguos (mR/h, µR/h).",
      "Pasar a la unidad del SI, el C/kg, exposiciones históricas en roentgens.",
      "Comparar lecturas de fondo en µR con límites de instrumentos en mR.",
    ],
    faqs: [
      {
        question: "¿Cómo convierto roentgens a grays o sieverts?",
        answer:
          "No con un único factor, porque la exposición es ionización en aire, mientras que el gray y el sievert son dosis. Para rayos gamma en tejido blando, 1 R da aproximadamente 0,0095 Gy, y para esa radiación la dosis equivalente en Sv es numéricamente igual a la dosis absorbida en Gy; el conversor de dosis absorbida de radiación convierte entre Gy, rad, mGy y µGy.",
      },
    ],
    example: {
      note: "Las tasas como µR/h se convierten igual, con la hora en los dos lados.",
    },
    accuracy: {
      definitions:
        "El roentgen se define como exactamente {{1 r c_kg}} C/kg (NIST SP 811), y el kR, el mR y el µR son escalones decimales exactos de él.",
      caveat:
        "Pasar de exposición a dosis absorbida (Gy) o a dosis efectiva (Sv) no es un factor fijo: depende de la energía de la radiación y del material.",
    },
  },
  "/radiation-absorbed-dose": {
    about: [
      "La dosis absorbida es la energía que deposita la radiación ionizante por unidad de masa de materia. Su unidad del SI es el gray (Gy), un julio por kilogramo. El rad (radiation absorbed dose) es la antigua unidad CGS de 100 ergios por gramo, exactamente {{1 rad gy}} Gy, así que 1 Gy = {{1 gy rad}} rad y 1 rad = {{1 rad mgy}} mGy. La imagen médica trabaja en miligrais y micrograis.",
      "La radioterapia prescribe las dosis en Gy (normalmente unos 2 Gy por fracción diaria), los escáneres de TC dan su índice de dosis en mGy, y las dosis de cuerpo entero por encima de aproximadamente 1 Gy causan el síndrome de irradiación aguda. El gray mide energía física; el sievert (Sv), que tiene la misma dimensión J/kg, la pondera según el efecto biológico del tipo de radiación y del tejido, así que en general Gy y Sv no son intercambiables. El rad es también distinto del rd (rutherford), una unidad de actividad.",
    ],
    useCases: [
      "Convertir dosis de radioterapia y radiobiología entre rad y Gy (1 cGy = 1 rad).",
      "Leer informes de dosis de TC y de rayos X en mGy junto a cifras antiguas en rad o mrad.",
      "Convertir datos de dosímetros y de calibración entre Gy, mGy y µGy.",
    ],
    faqs: [
      {
        question: "¿Un gray es lo mismo que un sievert?",
        answer:
          "Ambos son julios por kilogramo, pero el gray es energía absorbida y el sievert una dosis ponderada según el efecto biológico. Para los rayos X, los rayos gamma y los electrones, el factor de ponderación de la radiación es 1, así que 1 Gy corresponde a 1 Sv de dosis equivalente; para las partículas alfa, el factor es 20.",
      },
    ],
    example: { context: "una fracción de radioterapia" },
    accuracy: {
      definitions:
        "El gray es un julio por kilogramo y el rad es exactamente {{1 rad gy}} Gy (100 erg/g), y las unidades de gray y de rad con prefijo son escalones decimales exactos, así que toda conversión es exacta.",
      caveat:
        "La página solo convierte dosis absorbida; pasar de Gy a Sv requiere factores de ponderación de la radiación y del tejido.",
    },
  },
};
