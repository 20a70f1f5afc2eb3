import type { MedicalTranslations } from "../medical.ts";

/** The blood-sugar page in Spanish (neutral, for Spain and Latin America), by English path. */
export const texts: MedicalTranslations = {
  "/blood-sugar-converter": {
    about: [
      "La glucosa en sangre (glucemia) se expresa en una de dos unidades. Los miligramos por decilitro (mg/dL) indican la masa de glucosa en una décima de litro de sangre o plasma; los milimoles por litro (mmol/L), en cambio, cuentan las moléculas de glucosa que hay en un litro, en milimoles. Ambas describen la misma concentración, así que una lectura se convierte exactamente de una a otra: 90 mg/dL son 5,00 mmol/L, y 7,0 mmol/L son 126,1 mg/dL. Estados Unidos usa mg/dL; Canadá, el Reino Unido, Australia y la mayor parte de Europa usan mmol/L. Un glucómetro, una aplicación o un informe de laboratorio siempre indica cuál usa.",
      "La relación entre ambas unidades es la masa molar de la glucosa (C6H12O6), 180,156 g/mol: un milimol de glucosa pesa 180,156 mg, y un litro tiene diez decilitros, así que 1 mmol/L = 18,0156 mg/dL. Para convertir, divida los mg/dL entre 18,0156 o multiplique los mmol/L por 18,0156. Muchas tablas usan los factores redondeados 0,0555 (mmol/L por mg/dL) o 18, que cambian la última cifra de lecturas habituales: 99 mg/dL son 5,50 mmol/L, pero × 0,0555 da 5,49; 3,0 mmol/L son 54,0 mg/dL, pero ÷ 0,0555 da 54,1; y ÷ 18 convierte 100 mg/dL en 5,56 en lugar de 5,55 mmol/L. Este conversor usa 18,0156 en todos los cálculos y muestra los mmol/L con 2 decimales y los mg/dL con 1, como hacen los glucómetros y los informes de laboratorio.",
    ],
    useCases: [
      "Leer un glucómetro, una aplicación o un informe de laboratorio en mmol/L cuando las indicaciones que tiene están en mg/dL, o al revés",
      "Comparar lecturas de dos dispositivos o aplicaciones configurados en unidades distintas",
      "Seguir artículos científicos, guías clínicas y foros de países que usan la otra unidad",
      "Entender resultados de laboratorio durante un viaje o después de mudarte a otro país",
      "Comprobar conversiones en trabajos y exámenes de enfermería, medicina, dietética o análisis clínicos",
      "Relacionar un resultado de HbA1c con una glucosa media estimada en mg/dL o mmol/L",
    ],
    tips: [
      {
        title: "Compruebe la unidad antes de comparar",
        content: [
          "Un número no significa nada sin su unidad. Las lecturas en mmol/L suelen ser números pequeños con un decimal, como 5,5, mientras que las lecturas en mg/dL suelen tener dos o tres cifras, como 99. Un valor de 7 es una lectura corriente en mmol/L (126,1 mg/dL), pero estaría muy por debajo de cualquier lectura habitual en mg/dL. Si no sabe qué unidad muestra un dispositivo, revise su pantalla o su configuración, o pregunte al fabricante o a su profesional de la salud.",
        ],
      },
      {
        title: "Convierta el valor completo, no uno redondeado",
        content: [
          "Redondear antes de convertir desplaza el resultado. La tabla de referencia redondea los límites de cada rango a un decimal en mmol/L, por eso 5,6 mmol/L aparece a la vez como el final de Normal y el comienzo de Prediabetes; la etiqueta bajo cada campo, en cambio, se decide con el valor exacto: 5,5 mmol/L (99,1 mg/dL) se etiqueta como Normal y 5,6 mmol/L (100,9 mg/dL) como Prediabetes. Introduzca la lectura tal como la muestra el dispositivo o el informe.",
        ],
      },
      {
        title: "Convertir la unidad no hace comparables los resultados",
        content: [
          "Al convertir solo cambia la unidad. Un glucómetro de punción en el dedo, un monitor continuo de glucosa y un análisis de laboratorio miden la glucosa en muestras distintas y en momentos distintos, y sus resultados pueden diferir entre sí. Pregunte a su profesional de la salud cómo compararlos.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuál es un nivel normal de glucosa en ayunas?",
        answer:
          "Esta página etiqueta una lectura en ayunas de 70 a 100 mg/dL (unos 3,9 a 5,6 mmol/L) como Normal, de más de 100 a 125 mg/dL como Prediabetes, de más de 125 a 200 mg/dL como Alta, de más de 200 mg/dL (11,10 mmol/L) como Muy alta y de menos de 70 mg/dL como Baja. Las guías trazan los límites de otra manera: la Asociación Americana de Diabetes (ADA) considera prediabetes una glucemia en ayunas de 100 a 125 mg/dL (5,6 a 6,9 mmol/L) y diabetes una de 126 mg/dL (7,0 mmol/L) o más, confirmada con una segunda prueba, mientras que la Organización Mundial de la Salud sitúa el comienzo de la glucemia basal alterada en 110 mg/dL (6,1 mmol/L). Los rangos de referencia también varían según el laboratorio, y una lectura tomada después de comer no es una lectura en ayunas. Pregunte a su profesional de la salud qué significan sus resultados en su caso.",
      },
      {
        question: "¿Cómo se convierten los mg/dL a mmol/L?",
        answer:
          "Divida entre 18,0156, que es la masa molar de la glucosa (180,156 g/mol) dividida entre diez. Por ejemplo, 100 mg/dL ÷ 18,0156 = 5,55 mmol/L, 126 mg/dL son 6,99 mmol/L y 180 mg/dL son 9,99 mmol/L. Para el sentido inverso, multiplique por 18,0156: 5,0 mmol/L son 90,1 mg/dL y 7,8 mmol/L son 140,5 mg/dL. Un cálculo mental rápido con 18 basta para hacerse una idea aproximada, pero puede cambiar la última cifra que se muestra.",
      },
      {
        question: "¿Por qué los países usan unidades distintas?",
        answer:
          "Los mg/dL son una concentración en masa, la unidad tradicional de la química clínica, y los laboratorios de Estados Unidos siguen expresando así la glucosa. Los mmol/L son una concentración de cantidad de sustancia, la unidad del Sistema Internacional de Unidades (SI), que adoptaron los laboratorios de la mayoría de los demás países. Algunos países usan ambas: en Francia, por ejemplo, los resultados pueden darse en mg/dL junto a mmol/L. La glucosa es la misma; solo cambia la forma de contarla.",
      },
      {
        question: "¿Qué es la HbA1c y qué relación tiene con la glucosa media?",
        answer:
          "La HbA1c (hemoglobina glicada, también llamada A1C) es la proporción de la hemoglobina de los glóbulos rojos que tiene glucosa unida. Refleja la glucosa media de aproximadamente los últimos dos a tres meses y se expresa en % (NGSP) o en mmol/mol (IFCC): 7,0 % equivale a 53 mmol/mol. El estudio ADAG la tradujo en una glucosa media estimada (eAG, por sus siglas en inglés): eAG en mg/dL = 28,7 × HbA1c − 46,7, de modo que 7 % corresponde a unos 154 mg/dL (8,6 mmol/L). Es una estimación: la media real de una persona concreta puede ser bastante más alta o más baja.",
      },
      {
        question: "¿Puedo usar este conversor para diagnosticar diabetes o hipoglucemia?",
        answer:
          "No. El conversor cambia unidades y etiqueta un número según los rangos de referencia de esta página; no debe usarse para autodiagnosticarse ni para decidir o modificar ningún tratamiento. El diagnóstico se basa en análisis de laboratorio, normalmente repetidos, interpretados por un profesional que conoce su historial, y los rangos varían según el laboratorio y la guía. Si una lectura le preocupa o no se encuentra bien, contacte con un profesional de la salud.",
      },
    ],
    cards: [
      {
        title: "Dónde se usa mg/dL",
        places: [
          "Estados Unidos",
          "India (algunas regiones)",
          "Japón (algunos contextos)",
          "Francia (junto a mmol/L)",
        ],
      },
      {
        title: "Dónde se usa mmol/L",
        places: [
          "Canadá, Reino Unido, Australia",
          "La mayoría de los países europeos",
          "China, Rusia",
          "Gran parte de Asia, África y Sudamérica",
        ],
      },
    ],
    hba1c: {
      intro:
        "La HbA1c, la proporción de hemoglobina con glucosa unida, refleja la glucosa media de aproximadamente los últimos dos a tres meses. Los laboratorios la expresan en % (NGSP, como en Estados Unidos) o en mmol/mol (IFCC, como en el Reino Unido y gran parte de Europa), unidades relacionadas por la ecuación maestra NGSP/IFCC: mmol/mol = (% − 2,15) × 10,929, así que 6,5 % son 48 mmol/mol y 7,0 % son 53 mmol/mol. La glucosa media estimada (eAG) procede del estudio ADAG: eAG en mg/dL = 28,7 × % − 46,7, dividido entre 18,0156 para obtener mmol/L. Introduzca un valor de 3 a 20 % o de 9 a 195 mmol/mol. Esto es información, no un diagnóstico: pregunte a su profesional de la salud qué significa su resultado.",
      faqs: [
        {
          question: "¿Qué precisión tiene la glucosa media estimada?",
          answer:
            "Es la media que el estudio ADAG encontró en personas con la misma HbA1c, no una medición de su propia glucosa. Las medias individuales se dispersan mucho a su alrededor: para una HbA1c del 7 %, el intervalo del 95 % del estudio iba de unos 123 a 185 mg/dL en torno a la estimación de 154 mg/dL. La anemia, una pérdida de sangre o una transfusión recientes, el embarazo, la enfermedad renal y algunas variantes de la hemoglobina también pueden hacer que la HbA1c salga más alta o más baja de lo que haría pensar la glucosa media.",
        },
        {
          question: "¿Puedo usar aquí mi resultado de HbA1c para diagnosticar diabetes?",
          answer:
            "No. Esta calculadora convierte unidades y estima una media; no debe usarse para autodiagnosticarse ni para cambiar un tratamiento. Las guías sí usan la HbA1c para el diagnóstico (el umbral de diabetes de la Asociación Americana de Diabetes es 6,5 %, 48 mmol/mol, confirmado con una segunda prueba), pero en ese caso la prueba se hace en un laboratorio con un método estandarizado y el resultado lo interpreta un profesional, y los objetivos y rangos varían según la guía y la persona. Comente su resultado con su profesional de la salud.",
        },
      ],
    },
  },
};
