import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/category/length.ts. */
export const texts: UnitTranslations = {
  "/length": {
    about: [
      "La longitud es la distancia entre dos puntos. Su unidad del SI es el metro (m), definido desde 1983 a partir de la velocidad de la luz: un metro es la distancia que recorre la luz en el vacío en 1/299.792.458 de segundo. Las unidades métricas de esta página son múltiplos decimales del metro, desde el femtómetro ({{1 fm m}} m) hasta el gigámetro ({{1 gm m}} m), así que convertir entre ellas solo desplaza la coma decimal.",
      "La pulgada, el pie, la yarda y la milla son comunes al sistema usual de EE. UU. y al imperial. Desde el acuerdo internacional sobre la yarda y la libra de 1959, se definen exactamente a partir del metro: una pulgada mide exactamente {{1 in cm}} cm; un pie, {{1 ft m}} m; una yarda, {{1 yd m}} m, y una milla, {{1 mi km}} km. Sus razones también son fijas: {{1 ft in}} pulgadas por pie, {{1 yd ft}} pies por yarda y {{1 mi ft}} pies por milla. La milla náutica, que se usa en el mar y en aviación, es una unidad distinta de exactamente {{1 nmi m}} m, unas {{1 nmi mi}} millas terrestres.",
      "Las distancias astronómicas usan la unidad astronómica (exactamente {{1 au km}} km, fijada por la UAI en 2012), el año luz (la distancia que recorre la luz en un año juliano de 365,25 días, {{1 ly km}} km) y el parsec ({{1 pc ly}} años luz). Unidades antiguas agrarias y comerciales como el furlong ({{1 furlong yd}} yd), la cadena ({{1 chain yd}} yd), la pértiga o rod ({{1 rod ft}} ft), la braza ({{1 fathom ft}} ft) y la mano ({{1 hand in}} in) se definen aquí a partir del pie internacional. El mil, o thou, es una milésima de pulgada ({{1 mil mm}} mm), y el ångström y el radio de Bohr sirven para las escalas atómicas.",
    ],
    useCases: [
      "Dar una estatura en ambos sistemas: una persona de 180 cm mide {{180 cm ft}} ft, o {{180 cm in}} in.",
      "Convertir distancias de carreras: una carrera de 10 km son {{10 km mi}} millas, y un maratón de 42,195 km, {{42.195 km mi}} millas.",
      "Interpretar tamaños de pantallas y televisores, que se indican en pulgadas de diagonal: una pantalla de 55 pulgadas mide {{55 in cm}} cm de esquina a esquina.",
      "Planificar vuelos y travesías, en los que las cartas y el control del tráfico aéreo usan millas náuticas: 100 nmi son {{100 nmi km}} km.",
      "Convertir espesores de mecanizado y de chapa dados en mils o thou: 10 mil son {{10 mil mm}} mm.",
      "Expresar distancias astronómicas: una estrella a 10 parsecs está a {{10 pc ly}} años luz, o {{10 pc km}} km, del Sol.",
    ],
    guides: [
      {
        title: "Convertir longitudes a mano",
        content: [
          "Cada longitud imperial se define con un factor exacto a partir del metro, así que la conversión es una sola multiplicación. De pies a metros: multiplique por {{1 ft m}}. De pulgadas a centímetros: multiplique por {{1 in cm}}. De millas a kilómetros: multiplique por {{1 mi km}}. Estos tres factores son exactos, así que un resultado como {{6 ft m}} m para 6 ft no contiene ningún redondeo.",
          "En sentido contrario se divide por ese mismo factor exacto, y por eso los factores que suelen citarse para esa dirección están redondeados: 1 m son {{1 m ft}} ft (1 ÷ {{1 ft m}}), 1 cm son {{1 cm in}} in y 1 km son {{1 km mi}} mi. Para un cálculo mental aproximado, multiplique los kilómetros por 5/8: 8 km son en realidad {{8 km mi}} mi.",
          "Pies y pulgadas juntos: convierta primero toda la longitud a pulgadas ({{1 ft in}} in por pie) y multiplique después por {{1 in cm}}. 5 ft 10 in son {{5 ft cm}} cm + {{10 in cm}} cm = {{70 in cm}} cm. Para volver, divida los centímetros entre {{1 in cm}} y reparta las pulgadas en pies.",
        ],
      },
      {
        title: "Millas terrestres, millas náuticas y leguas",
        content: [
          "La milla terrestre mide {{1 mi ft}} ft, o {{1 mi m}} m. La milla náutica mide {{1 nmi m}} m, un valor elegido por su cercanía a un minuto de arco de latitud sobre la Tierra, lo que la hace práctica para navegar con cartas; un nudo es una milla náutica por hora.",
          "La legua ha tenido muchos valores a lo largo de la historia. Esta página usa la legua terrestre inglesa de {{1 lea mi}} millas terrestres, {{1 lea km}} km.",
        ],
      },
    ],
    tips: [
      {
        title: "Use los factores exactos",
        content: [
          "Multiplique por {{1 ft m}}, {{1 in cm}} o {{1 mi km}} en lugar de usar factores inversos redondeados: los factores exactos no añaden ningún error de redondeo propio.",
        ],
      },
      {
        title: "Cuidado con la milla náutica",
        content: [
          "Una «milla» en aviación o en navegación marítima suele ser la milla náutica, {{1 nmi mi}} millas terrestres. Compruebe cuál se usa en una distancia antes de convertirla.",
        ],
      },
      {
        title: "Resultados muy pequeños y muy grandes",
        content: [
          "Los resultados inferiores a 0,000001 o a partir de 10¹⁵ se muestran en notación científica, así que un año luz aparece como {{1 ly m}} m y no como una larga fila de cifras o un 0 redondeado.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos pies tiene un metro?",
        answer:
          "Un metro son {{1 m ft}} pies. El pie se define como exactamente {{1 ft m}} m, así que el número de pies que tiene un metro es 1 ÷ {{1 ft m}}, un valor con infinitos decimales.",
      },
      {
        question: "¿Cuántos centímetros tiene una pulgada?",
        answer:
          "Exactamente {{1 in cm}} cm. La pulgada se define como {{1 in mm}} mm desde el acuerdo internacional sobre la yarda y la libra de 1959, así que este factor es exacto, no un redondeo.",
      },
      {
        question: "¿Cómo se convierten kilómetros a millas?",
        answer:
          "Multiplique los kilómetros por {{1 km mi}}, o divídalos entre {{1 mi km}}, la longitud exacta de una milla en kilómetros. Por ejemplo, 5 km son {{5 km mi}} millas.",
      },
      {
        question: "¿Qué diferencia hay entre una milla y una milla náutica?",
        answer:
          "La milla terrestre mide {{1 mi m}} m; la milla náutica, {{1 nmi m}} m, unas {{1 nmi mi}} millas terrestres. Las millas náuticas se usan en el mar y en aviación.",
      },
      {
        question: "¿Cuántos kilómetros mide un año luz?",
        answer:
          "Un año luz son {{1 ly km}} km, la distancia que recorre la luz en el vacío en un año juliano de 365,25 días. Es una distancia, no un tiempo.",
      },
      {
        question: "¿Cuántas pulgadas tienen un pie y una yarda?",
        answer:
          "Un pie tiene {{1 ft in}} pulgadas, y una yarda, {{1 yd in}} pulgadas ({{1 yd ft}} pies). En términos métricos, una yarda mide exactamente {{1 yd cm}} cm.",
      },
    ],
  },
};
