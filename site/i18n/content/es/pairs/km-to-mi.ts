import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/pairs/km-to-mi.ts. */
export const texts: UnitTranslations = {
  "/km-to-mi": {
    about: [
      "El kilómetro (km) son {{1 km m}} metros, la unidad de las distancias por carretera y de los mapas en casi todos los países. La milla (mi) de esta página es la milla terrestre internacional de {{1 mi ft}} pies, que el acuerdo sobre la yarda y la libra de 1959 fijó en exactamente {{1 mi km}} km. Por tanto, un kilómetro son {{1 km mi}} mi, un valor redondeado.",
      "Para convertir kilómetros a millas, divida entre {{1 mi km}}. La milla es la unidad más larga, así que la distancia en millas siempre es menor, aproximadamente cinco octavos del número de kilómetros. Esta conversión se usa para las señales de tráfico y los cuentakilómetros de Estados Unidos y el Reino Unido, las distancias de carrera y de ciclismo (5K, 10K, maratón), las rutas de senderismo y la planificación de viajes. La navegación marítima y aérea usa otra milla, la milla náutica de exactamente {{1 nmi m}} m, que el conversor también ofrece.",
    ],
    useCases: [
      "Distancias de carrera: 5K, 10K, medio maratón y maratón en millas",
      "Distancias por carretera y señales de tráfico al viajar entre países métricos e imperiales",
      "Rutas de senderismo y ciclismo planificadas en mapas métricos",
      "Lecturas del cuentakilómetros y ordenadores de a bordo configurados en la otra unidad",
    ],
    tips: [
      {
        title: "El atajo de Fibonacci",
        content: [
          "Los números de Fibonacci consecutivos (2, 3, 5, 8, 13, 21, 34…) se acercan a la razón áurea, aproximadamente 1,618, que se parece al número de kilómetros que tiene una milla. Así, 8 km son aproximadamente 5 mi ({{8 km mi}} mi); 13 km, aproximadamente 8 mi ({{13 km mi}} mi), y 21 km, aproximadamente 13 mi ({{21 km mi}} mi).",
        ],
      },
      {
        title: "Multiplique por 0,6 para una cifra rápida",
        content: [
          "Multiplicar los kilómetros por 0,6 da un resultado alrededor de un 3,4 % bajo; multiplicarlos por 5/8 da uno alrededor de un 0,6 % alto. Para un resultado exacto, divida entre {{1 mi km}}.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántas millas son 5K?",
        answer:
          "Una carrera de 5K, 5 km, son {{5 km mi}} mi. Una de 10K son {{10 km mi}} mi, algo más de seis millas.",
      },
      {
        question: "¿Cuántas millas tiene un maratón?",
        answer:
          "El maratón mide 42,195 km, es decir, {{42.195 km mi}} mi, una cifra que suele redondearse a 26,2 millas. Un medio maratón, 21,0975 km, son {{21.0975 km mi}} mi.",
      },
      {
        question: "¿Cuántas millas son 100 km?",
        answer: "100 km son {{100 km mi}} mi. A la inversa, 100 millas son {{100 mi km}} km.",
      },
      {
        question: "¿Es un kilómetro más largo que una milla?",
        answer:
          "No. Un kilómetro es más corto: un kilómetro son {{1 km mi}} mi, mientras que una milla son {{1 mi km}} km.",
      },
      {
        question: "¿Una milla náutica es lo mismo que una milla?",
        answer:
          "No. La milla náutica, que se usa en el mar y en aviación, mide exactamente {{1 nmi m}} m, es decir, {{1 nmi mi}} millas terrestres. Esta página convierte a la milla terrestre, salvo que elija millas náuticas en la lista.",
      },
    ],
  },
  "/mi-to-km": {
    about: [
      "La milla es la unidad de distancia por carretera de Estados Unidos y el Reino Unido: {{1 mi ft}} pies, o {{1 mi yd}} yardas. Ambos países usan la milla internacional, definida a través de la yarda de 1959 (exactamente {{1 yd m}} m), así que una milla mide exactamente {{1 mi m}} m, es decir, {{1 mi km}} km. La antigua milla de agrimensura de EE. UU., basada en el pie de agrimensura, es unos milímetros más larga y solo importa en la agrimensura de terrenos.",
      "Para convertir millas a kilómetros, multiplique por {{1 mi km}}. El factor es exacto, así que el resultado es exacto hasta donde pueden mostrarlo seis decimales. Una milla son unos 1,6 km, así que el número de kilómetros siempre es mayor que el de millas. Esta conversión se usa para las distancias por carretera y las señales de velocidad en el extranjero, para las distancias de carrera y de ciclismo medidas en millas, para planificar vuelos y viajes, y para leer distancias en libros y noticias estadounidenses y británicos.",
    ],
    useCases: [
      "Distancias por carretera en Estados Unidos y el Reino Unido",
      "Distancias de carrera: la milla, y los diarios de entrenamiento llevados en millas",
      "Planificación de viajes con mapas o aplicaciones configurados en millas",
      "Leer distancias en libros, noticias y guías estadounidenses y británicos",
    ],
    tips: [
      {
        title: "Sume seis décimas",
        content: [
          "Para una estimación rápida, sume un 60 % a las millas: 50 mi dan 80 km, frente a {{50 mi km}} km. El atajo se queda alrededor de un 0,6 % corto.",
        ],
      },
      {
        title: "Una milla en la pista",
        content: [
          "Una pista de atletismo de 400 m no es un cuarto de milla: cuatro vueltas son 1600 m, mientras que una milla son {{1 mi m}} m. La carrera de 1500 m suele llamarse la milla métrica; mide {{1500 m mi}} mi.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos km tiene una milla?",
        answer: "Una milla son exactamente {{1 mi km}} km, es decir, {{1 mi m}} m.",
      },
      {
        question: "¿Cuántos km son 26,2 millas?",
        answer:
          "26,2 mi son {{26.2 mi km}} km. La distancia oficial del maratón es de 42,195 km; 26,2 mi es su cifra redondeada habitual.",
      },
      {
        question: "¿Por qué una milla son exactamente {{1 mi km}} km?",
        answer:
          "Una milla son {{1 mi ft}} pies, y desde 1959 un pie mide exactamente {{1 ft m}} m. Al multiplicar se obtienen exactamente {{1 mi m}} m. El valor no se midió: se deduce de la definición del pie.",
      },
      {
        question: "¿Las millas británicas y las estadounidenses son iguales?",
        answer:
          "Sí. Ambos países usan la milla internacional de {{1 mi m}} m para las carreteras y las distancias cotidianas. Solo difiere, en unos milímetros, la antigua milla de agrimensura de EE. UU., que se usa en algunos registros de tierras.",
      },
      {
        question: "¿Cuántos km son 60 millas?",
        answer: "60 mi son {{60 mi km}} km, la distancia que se recorre en una hora a 60 mph.",
      },
    ],
  },
};
