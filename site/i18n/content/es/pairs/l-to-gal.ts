import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/pairs/l-to-gal.ts. */
export const texts: UnitTranslations = {
  "/l-to-gal": {
    about: [
      "El litro (L) es la unidad métrica de volumen para líquidos, definida desde 1964 como exactamente un decímetro cúbico, {{1 l ml}} mililitros. El galón de esta página es el galón estadounidense para líquidos, {{1 gal in3}} pulgadas cúbicas, que son exactamente {{1 gal ml}} mL. El galón imperial, que se sigue usando en el Reino Unido y de manera informal en Canadá, es mayor, exactamente {{1 gal_uk l}} L; figura en la lista de unidades como «Galón imperial».",
      "Para convertir litros a galones estadounidenses, divida entre 3,785411784, o multiplique por {{1 l gal}} para obtener el mismo resultado con unas seis cifras significativas. Un galón contiene casi cuatro litros, así que el número de galones siempre es mucho menor. Para galones imperiales, divida entre {{1 gal_uk l}}; un mismo volumen son menos galones imperiales que estadounidenses. Esta conversión hace falta para depósitos y precios de combustible, termos y depósitos de agua, acuarios, pintura y capacidades de aceite de motor o de refrigerante.",
    ],
    useCases: [
      "Capacidad del depósito de combustible y precios por litro comparados con precios por galón estadounidense",
      "Volúmenes de acuarios, estanques y depósitos de agua",
      "Cantidades de pintura, refrigerante y aceite de motor",
      "Cifras de consumo de agua y de almacenamiento de agua de lluvia",
    ],
    tips: [
      {
        title: "Compruebe de qué galón se trata",
        content: [
          "Una fuente británica o canadiense suele referirse al galón imperial; una estadounidense, al galón estadounidense. 100 L son {{100 l gal}} galones estadounidenses, pero solo {{100 l gal_uk}} galones imperiales, una diferencia de alrededor del 20 %.",
        ],
      },
      {
        title: "De precio por litro a precio por galón",
        content: [
          "Un precio por litro se convierte en un precio por galón estadounidense multiplicándolo por el número de litros que tiene un galón, {{1 gal l}}, no dividiéndolo. Un precio por galón se convierte en sentido contrario.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos galones es 1 litro?",
        answer:
          "1 L son {{1 l gal}} galones estadounidenses, o {{1 l gal_uk}} galones imperiales. También son {{1 l qt}} cuartos estadounidenses.",
      },
      {
        question: "¿Es el galón estadounidense o el imperial?",
        answer:
          "La página convierte por defecto al galón estadounidense para líquidos ({{1 gal ml}} mL). Elija «Galón imperial» en la lista para el galón británico de {{1 gal_uk l}} L.",
      },
      {
        question: "¿Cuántos galones tiene un depósito de combustible de 60 litros?",
        answer:
          "60 L son {{60 l gal}} galones estadounidenses, o {{60 l gal_uk}} galones imperiales.",
      },
      {
        question: "¿Es un litro mayor que un cuarto?",
        answer:
          "Sí, ligeramente. Un litro son {{1 l qt}} cuartos estadounidenses para líquidos; un cuarto estadounidense, la cuarta parte de un galón, son {{1 qt l}} L.",
      },
      {
        question: "¿Cuántos galones son 1000 litros?",
        answer:
          "1000 L, un metro cúbico, son {{1000 l gal}} galones estadounidenses, o {{1000 l gal_uk}} galones imperiales.",
      },
    ],
  },
  "/gal-to-l": {
    about: [
      "El galón estadounidense para líquidos se define como {{1 gal in3}} pulgadas cúbicas, el antiguo galón inglés para vino. Como la pulgada pasó a medir exactamente 2,54 cm en 1959, el galón estadounidense mide exactamente 3,785411784 litros, que el conversor muestra con seis decimales como {{1 gal l}} L (exactamente {{1 gal ml}} mL). El galón imperial, definido en 1824 mediante un peso de agua y desde 1985 exactamente {{1 gal_uk l}} L, es el que se usa en el Reino Unido y, de manera informal, en Canadá; es alrededor de un 20 % mayor y figura en la lista como «Galón imperial».",
      "Para convertir galones estadounidenses a litros, multiplique por 3,785411784. El factor es exacto, así que el único redondeo es el de la presentación con seis decimales. Para galones imperiales, multiplique por {{1 gal_uk l}}. Un galón contiene casi cuatro litros, así que el número de litros siempre es mayor. Se convierten galones para el consumo y los precios del combustible, para la capacidad de termos, bidones y depósitos, para la leche y la pintura que se compran por galones, y para los productos de piscina y los pulverizadores de jardín.",
    ],
    useCases: [
      "Tamaños de depósitos de combustible y precios del combustible por galón estadounidense",
      "Capacidades de termos, bidones y depósitos de almacenamiento",
      "Leche, pintura y productos de limpieza que se venden por galones",
      "Leer cifras británicas o canadienses en galones imperiales",
    ],
    tips: [
      {
        title: "Los cuartos y las pintas también difieren",
        content: [
          "En ambos sistemas, un galón son {{1 gal qt}} cuartos o {{1 gal pt}} pintas, pero las unidades estadounidenses y las imperiales difieren en cada escalón: un cuarto estadounidense son {{1 qt l}} L, y un cuarto imperial, {{1 qt_uk l}} L.",
        ],
      },
      {
        title: "Los galones para áridos son otra cosa",
        content: [
          "EE. UU. también tiene un galón para áridos, poco usado, para cereales y productos agrícolas. Esta página solo convierte galones para líquidos; las medidas para áridos de EE. UU. (pintas, cuartos, pecks y bushels para áridos) están en el conversor de volumen de áridos.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos litros tiene un galón?",
        answer:
          "Un galón estadounidense son exactamente 3,785411784 L, que se muestran como {{1 gal l}} L. Un galón imperial son exactamente {{1 gal_uk l}} L.",
      },
      {
        question: "¿Cuántos litros son 5 galones?",
        answer:
          "5 galones estadounidenses son {{5 gal l}} L; 5 galones imperiales son {{5 gal_uk l}} L.",
      },
      {
        question: "¿Cuántos litros tiene un bidón de 55 galones?",
        answer:
          "Un bidón de 55 galones contiene {{55 gal l}} L si los galones son estadounidenses.",
      },
      {
        question: "¿Por qué el galón estadounidense es menor que el imperial?",
        answer:
          "Tienen orígenes distintos. EE. UU. conservó el galón inglés para vino de {{1 gal in3}} pulgadas cúbicas, mientras que Gran Bretaña sustituyó sus galones en 1824 por el galón imperial, el volumen de 10 libras de agua. Hoy miden exactamente {{1 gal ml}} mL y {{1 gal_uk ml}} mL.",
      },
      {
        question: "¿Cuántos litros tiene un galón de leche?",
        answer:
          "Una garrafa de un galón estadounidense contiene {{1 gal l}} L. Medio galón son {{0.5 gal l}} L, y un cuarto, {{1 qt l}} L.",
      },
    ],
  },
};
