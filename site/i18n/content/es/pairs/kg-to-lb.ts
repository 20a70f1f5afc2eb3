import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/pairs/kg-to-lb.ts. */
export const texts: UnitTranslations = {
  "/kg-to-lb": {
    about: [
      "El kilogramo (kg) es la unidad básica de masa del SI, definida desde 2019 fijando el valor de la constante de Planck. La libra (lb) de esta página es la libra avoirdupois internacional, la libra cotidiana de Estados Unidos y el Reino Unido, definida por el acuerdo sobre la yarda y la libra de 1959 como exactamente {{1 lb g}} gramos. Por tanto, un kilogramo son {{1 kg lb}} lb, un valor redondeado a seis decimales.",
      "Para convertir kilogramos a libras, divida entre 0,45359237, el número exacto de kilogramos que tiene una libra, o multiplique por {{1 kg lb}} para obtener el mismo resultado con unas seis cifras significativas. Un kilogramo es más del doble de una libra, así que el número de libras siempre es mayor. Esta conversión aparece con el peso corporal (en libras en EE. UU., en stones y libras en el Reino Unido), los discos y mancuernas del gimnasio, las franquicias de equipaje, los pesos de alimentos y paquetes, y las dosis de medicamentos que dependen de la masa corporal.",
    ],
    useCases: [
      "Peso corporal en básculas, formularios médicos y aplicaciones de ejercicio configuradas en la otra unidad",
      "Material de gimnasio: discos y mancuernas en kilogramos frente a los de libras",
      "Franquicias de equipaje de las aerolíneas dadas en kilogramos",
      "Pesos de envíos y paquetes para tarifas postales y de mensajería",
      "Envases de alimentos e ingredientes etiquetados en kilogramos",
    ],
    tips: [
      {
        title: "Duplique y sume una décima parte",
        content: [
          "Para una estimación rápida, duplique los kilogramos y sume una décima parte del resultado: 70 kg dan 154 lb, frente a {{70 kg lb}} lb. El atajo se queda alrededor de un 0,2 % corto.",
        ],
      },
      {
        title: "Stones en el Reino Unido",
        content: [
          "En el Reino Unido, el peso corporal se da a menudo en stones y libras. Un stone son {{1 st lb}} lb, así que 70 kg son {{70 kg st}} st; la segunda tabla da directamente los stones.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántas libras es 1 kg?",
        answer:
          "1 kg son {{1 kg lb}} lb. La relación exacta va en sentido contrario: una libra son exactamente {{1 lb g}} g.",
      },
      {
        question: "¿Cuántas libras son 70 kg?",
        answer: "70 kg son {{70 kg lb}} lb, o {{70 kg st}} stones.",
      },
      {
        question: "¿Cuántas libras son 23 kg de equipaje?",
        answer:
          "23 kg son {{23 kg lb}} lb. Una franquicia de 23 kg suele indicarse como 50 lb, que son {{50 lb kg}} kg, algo menos de 23 kg.",
      },
      {
        question: "¿Cuántas libras pesa una barra de 20 kg?",
        answer:
          "Una barra de 20 kg son {{20 kg lb}} lb. Una barra de 45 lb, habitual en los gimnasios de EE. UU., son {{45 lb kg}} kg, así que se parecen, pero no son iguales.",
      },
      {
        question: "¿Los kilogramos y las libras son unidades de peso o de masa?",
        answer:
          "Ambas son unidades de masa. En el lenguaje cotidiano, «peso» significa masa, y las básculas están calibradas para mostrarla. La fuerza de la gravedad sobre una masa se mide en newtons o en libras de fuerza, que es otra magnitud.",
      },
    ],
  },
  "/lb-to-kg": {
    about: [
      "La libra (lb, del latín libra) que se usa en el comercio y en la vida diaria en Estados Unidos y el Reino Unido es la libra avoirdupois de {{1 lb oz}} onzas. Desde el acuerdo internacional sobre la yarda y la libra de 1959, se define a partir del kilogramo: una libra son exactamente 0,45359237 kg, es decir, {{1 lb g}} g. No es la libra troy de los metales preciosos, que es menor.",
      "Para convertir libras a kilogramos, multiplique por 0,45359237. El factor es exacto, así que el único redondeo es el de la presentación con seis decimales del conversor: una libra aparece como {{1 lb kg}} kg, mientras que cien libras aparecen como exactamente {{100 lb kg}} kg. Una libra es algo menos de medio kilogramo, así que el número de kilogramos siempre es menor. Esta conversión hace falta para el peso corporal en formularios médicos y deportivos, las recetas y los pesos de la compra de EE. UU., las cargas del gimnasio y los pesos de paquetes, mascotas y bebés.",
    ],
    useCases: [
      "Peso corporal en libras introducido en un formulario o una aplicación que lo pide en kilogramos",
      "Recetas y pesos de la compra de EE. UU., como 1 lb de carne picada",
      "Cargas del gimnasio: convertir a kilogramos discos y mancuernas en libras",
      "Pesos de bebés, mascotas y paquetes dados en libras",
    ],
    tips: [
      {
        title: "Divida entre dos y reste una décima parte",
        content: [
          "Para una estimación rápida, divida las libras entre dos y reste una décima parte del resultado: 150 lb dan 67,5 kg, frente a {{150 lb kg}} kg. El atajo se queda alrededor de un 0,8 % corto.",
        ],
      },
      {
        title: "Libras y onzas",
        content: [
          "Un peso como 7 lb 8 oz son 7,5 lb, porque una libra tiene {{1 lb oz}} onzas, no 10. Convierta primero las onzas (8 oz = {{8 oz lb}} lb) y súmelas a las libras antes de convertir a kilogramos.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos kg son 150 lbs?",
        answer:
          "150 lb son {{150 lb kg}} kg. Como comprobación, el número de kilogramos siempre es algo menos de la mitad del número de libras.",
      },
      {
        question: "¿Qué significa lbs?",
        answer:
          "«lb» viene del latín libra, una unidad de peso romana; «lbs» es un plural informal usado en inglés. Normas como la NIST SP 811 escriben el símbolo lb tanto en singular como en plural.",
      },
      {
        question: "¿Una libra son exactamente 0,45359237 kg?",
        answer:
          "Sí, por definición desde 1959. Una libra son exactamente {{1 lb g}} gramos, así que convertir libras a kilogramos no implica ninguna constante medida.",
      },
      {
        question: "¿Cuántos kg son 200 libras?",
        answer: "200 lb son {{200 lb kg}} kg; 90 kg redondos son {{90 kg lb}} lb.",
      },
      {
        question: "¿La libra británica es igual que la estadounidense?",
        answer:
          "Sí. Ambas usan la libra avoirdupois internacional de {{1 lb g}} g. Solo es distinta la libra troy ({{1 lb_troy g}} g), que se usa para los metales preciosos.",
      },
    ],
  },
};
