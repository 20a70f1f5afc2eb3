import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/pairs/mm-to-in.ts. */
export const texts: UnitTranslations = {
  "/mm-to-in": {
    about: [
      "El milímetro (mm) es la milésima parte de un metro, la unidad de los planos de ingeniería, el mecanizado, la ferretería y la precipitación en casi todo el mundo. La pulgada mide exactamente {{1 in mm}} mm, según el acuerdo internacional sobre la yarda y la libra de 1959. Un milímetro son, por tanto, {{1 mm in}} in, y mil de ellos, un metro, son {{1000 mm in}} in.",
      "Para convertir milímetros a pulgadas, divida entre {{1 in mm}}. La división casi nunca termina en un decimal corto, así que el conversor muestra el resultado con seis decimales, más fino que una milésima de pulgada (un mil, {{1 mil mm}} mm). En los talleres, la pulgada decimal suele pasarse a la fracción más cercana en pasos de 1/16, 1/32 o 1/64. La conversión hace falta para emparejar piezas métricas con herramientas en pulgadas, para comparar totales de lluvia dados en milímetros con registros en pulgadas, y para comparar entre los dos sistemas los tamaños de brocas, tornillos, alambre, filamento y joyería.",
    ],
    useCases: [
      "Emparejar pernos, tuercas, brocas y llaves métricos con sus medidas en pulgadas más próximas",
      "Leer planos de ingeniería y ajustes de impresión 3D en el otro sistema",
      "Comparar totales de lluvia dados en milímetros con registros llevados en pulgadas",
      "Convertir el grosor de chapa, vidrio, contrachapado o alambre de joyería",
    ],
    tips: [
      {
        title: "De pulgadas decimales a fracción",
        content: [
          "Multiplique la parte decimal de las pulgadas por 64 (o 32, o 16) y redondee a un número entero: ese es el numerador de la fracción más cercana. 10 mm son {{10 mm in}} in; 0,393701 × 64 se redondea a 25, así que 10 mm son unos 25/64 in.",
        ],
      },
      {
        title: "Parecido no es igual",
        content: [
          "Varias medidas de herramientas métricas y en pulgadas son parecidas pero no iguales. Una llave de 13 mm son {{13 mm in}} in, algo más de 1/2 in, así que le queda holgada a una cabeza de 1/2 pulgada; una llave de 19 mm son {{19 mm in}} in, algo menos de 3/4 in, así que no entra en una cabeza de 3/4 de pulgada. Un ajuste holgado puede redondear la cabeza de un perno.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántas pulgadas es 1 mm?",
        answer:
          "1 mm son {{1 mm in}} in, aproximadamente 1/25 de pulgada. Hacen falta exactamente {{1 in mm}} mm para formar una pulgada.",
      },
      {
        question: "¿Cuántas pulgadas son 10 mm?",
        answer: "10 mm (1 cm) son {{10 mm in}} in, algo más de 3/8 in, que son {{0.375 in mm}} mm.",
      },
      {
        question: "¿25 mm es lo mismo que 1 pulgada?",
        answer:
          "No, pero se acerca: 25 mm son {{25 mm in}} in, y una pulgada son exactamente {{1 in mm}} mm. En longitudes cortas la diferencia pasa fácilmente desapercibida; a lo largo de un metro suma más de media pulgada.",
      },
      {
        question: "¿Cuántas pulgadas de lluvia son 25 mm?",
        answer:
          "25 mm de lluvia son {{25 mm in}} in. La precipitación es una altura de agua, así que se convierte como cualquier otra longitud; 100 mm son {{100 mm in}} in.",
      },
      {
        question: "¿Qué es un mil, o thou?",
        answer:
          "Un mil (o thou) es una milésima de pulgada, {{1 mil mm}} mm. Mide cosas finas como láminas de plástico, recubrimientos y el aislamiento de cables; no es un milímetro.",
      },
    ],
  },
  "/in-to-mm": {
    about: [
      "Los mecánicos, ingenieros y makers de Estados Unidos siguen especificando las piezas en pulgadas, mientras que el resto del mundo trabaja en milímetros. La relación entre ambas es exacta: una pulgada son {{1 in mm}} mm, el valor fijado en 1959, cuando los países de habla inglesa acordaron una yarda común de {{1 yd m}} m y, con ella, una pulgada común.",
      "Para convertir pulgadas a milímetros, multiplique por {{1 in mm}}. Como el factor tiene un solo decimal, todo valor en pulgadas que pueda escribir con decimales da un valor exacto en milímetros con, como mucho, un decimal más: 1/64 in son exactamente {{0.015625 in mm}} mm, y el conversor lo muestra completo. Las fracciones de pulgada deben escribirse como decimales (3/8 = 0,375). La conversión se usa para hallar el equivalente métrico de brocas y tornillería, para leer planos y hojas de datos estadounidenses, para dimensionar tubos, mangueras y ruedas, y para convertir el paso de componentes electrónicos dado en mils o en pulgadas.",
    ],
    useCases: [
      "Hallar la medida en milímetros de brocas, vasos y tornillería en fracciones de pulgada",
      "Leer planos de ingeniería, hojas de datos y tolerancias de mecanizado de EE. UU.",
      "Convertir medidas de ruedas, neumáticos, mangueras y racores dadas en pulgadas",
      "Comprobar el paso y el tamaño de componentes electrónicos indicados en pulgadas",
    ],
    tips: [
      {
        title: "Las medidas nominales son nombres, no medidas",
        content: [
          "Un tubo de «1/2 pulgada» o un listón «2 × 4» es una medida comercial. El diámetro exterior o el grosor reales no coinciden con el nombre, así que convierta la dimensión medida que da la tabla de la norma, no el nombre.",
        ],
      },
      {
        title: "Las tolerancias también se convierten",
        content: [
          "Una tolerancia de ±0,005 in son ±{{0.005 in mm}} mm. Convierta la tolerancia con el mismo factor que la dimensión, y no redondee el resultado más grueso que la propia tolerancia.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos mm es 1 pulgada?",
        answer:
          "Una pulgada son exactamente {{1 in mm}} mm. El valor es una definición, no una medición.",
      },
      {
        question: "¿Cuántos mm es 1/4 de pulgada?",
        answer:
          "1/4 in (0,25 in) son {{0.25 in mm}} mm. Un octavo de pulgada son {{0.125 in mm}} mm y un dieciseisavo {{0.0625 in mm}} mm.",
      },
      {
        question: "¿Cuánto son 3/8 de pulgada en mm?",
        answer: "3/8 in son 0,375 in, que son exactamente {{0.375 in mm}} mm.",
      },
      {
        question: "¿Una llave de 1/2 pulgada es lo mismo que una de 13 mm?",
        answer:
          "No. 1/2 in son {{0.5 in mm}} mm, así que una llave de 13 mm es algo mayor. Puede girar una tuerca de 1/2 pulgada, pero con holgura; en una tuerca apretada puede resbalar y redondear las esquinas.",
      },
      {
        question: "¿El resultado es exacto?",
        answer:
          "Sí. El factor {{1 in mm}} es exacto, y cualquier valor decimal en pulgadas multiplicado por él da un resultado decimal finito. El conversor muestra hasta seis decimales, suficientes para todo valor de hasta cinco decimales en pulgadas.",
      },
    ],
  },
};
