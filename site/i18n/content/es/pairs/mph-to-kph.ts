import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/pairs/mph-to-kph.ts. */
export const texts: UnitTranslations = {
  "/mph-to-kph": {
    about: [
      "La milla por hora (mph) es la unidad de velocidad de las carreteras de Estados Unidos y el Reino Unido; el kilómetro por hora (km/h, que a menudo se escribe kph) se usa en las carreteras de casi todo el resto del mundo. Ambas cuentan distancia por hora, así que la conversión es la razón entre las dos distancias: la milla internacional mide exactamente 1,609344 km, lo que hace que 1 mph sea exactamente {{1 mph kph}} km/h.",
      "Para convertir mph a km/h, multiplique por {{1 mph kph}}. El factor es exacto, así que los resultados son exactos hasta los seis decimales que se muestran. Una milla es más larga que un kilómetro, así que la cifra en km/h siempre es mayor, en torno a un 60 %. La conversión se usa al conducir en el extranjero o con un coche cuyo velocímetro marca la otra unidad, para los límites de velocidad, para la velocidad del viento en los partes meteorológicos estadounidenses, para velocidades en ciclismo y carrera, y para la velocidad de lanzamientos y saques en las retransmisiones deportivas.",
    ],
    useCases: [
      "Límites de velocidad y velocímetros al conducir entre EE. UU. o el Reino Unido y países métricos",
      "Velocidades del viento en las previsiones meteorológicas de EE. UU.",
      "Velocidades en carrera, ciclismo y cinta de correr",
      "Velocidad de la pelota en retransmisiones de béisbol, tenis y críquet",
    ],
    tips: [
      {
        title: "Multiplique por 1,6",
        content: [
          "Para una estimación rápida, multiplique por 1,6 (o sume seis décimas): 50 mph dan 80 km/h, frente a {{50 mph kph}} km/h. La estimación se queda corta en torno a un 0,6 %.",
        ],
      },
      {
        title: "La física pide metros por segundo",
        content: [
          "Para hacer cálculos, convierta a metros por segundo: 1 mph son {{1 mph mps}} m/s. La segunda tabla da velocidades habituales en m/s.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuánto son 60 mph en km/h?",
        answer: "60 mph son {{60 mph kph}} km/h, es decir, una milla por minuto.",
      },
      {
        question: "¿Cuánto son 70 mph en km/h?",
        answer:
          "70 mph, el límite de velocidad para turismos en las autopistas de Gran Bretaña, son {{70 mph kph}} km/h.",
      },
      {
        question: "¿Cuánto son 100 mph en km/h?",
        answer:
          "100 mph son {{100 mph kph}} km/h. A la inversa, 100 km/h son solo {{100 kph mph}} mph.",
      },
      {
        question: "¿Es exacto el factor de mph a km/h?",
        answer:
          "Sí. Una milla mide exactamente 1609,344 m, así que 1 mph es exactamente {{1 mph kph}} km/h. Los resultados del conversor son exactos hasta los seis decimales que muestra.",
      },
      {
        question: "¿Cuánto son 30 mph en km/h?",
        answer:
          "30 mph, un límite urbano habitual en el Reino Unido y EE. UU., son {{30 mph kph}} km/h, cerca del límite de 50 km/h de muchas ciudades europeas.",
      },
    ],
  },
  "/kph-to-mph": {
    about: [
      "El kilómetro por hora (km/h) es la unidad de velocidad en carretera de los países métricos; el símbolo correcto al estilo del SI es km/h, y «kph» es una abreviatura informal de la misma unidad. La milla por hora se usa en Estados Unidos y el Reino Unido. Un km/h son {{1 kph mph}} mph, un valor redondeado, porque la milla mide exactamente 1,609344 km y la división entre ese número nunca termina.",
      "Para convertir km/h a mph, divida entre {{1 mph kph}}. La cifra en mph siempre es menor, aproximadamente cinco octavos de la cifra en km/h. La conversión se usa para los límites de velocidad europeos y de otros países cuando su velocímetro marca mph, para coches de alquiler en el extranjero, para velocidades del viento y partes de tormentas en km/h, para ciclocomputadores y ritmos de carrera, y para las velocidades máximas de las pruebas de coches. La física y la ingeniería suelen trabajar en metros por segundo; 1 m/s son exactamente {{1 mps kph}} km/h.",
    ],
    useCases: [
      "Límites de velocidad de las señales de tráfico en países métricos",
      "Coches de alquiler y velocímetros configurados en la otra unidad",
      "Velocidades del viento dadas en km/h en partes meteorológicos y de tormentas",
      "Velocidades en ciclismo y carrera, y velocidades máximas de coches",
    ],
    tips: [
      {
        title: "Multiplique por 5/8",
        content: [
          "Para una estimación rápida, multiplique por 5 y divida entre 8: 80 km/h dan 50 mph, frente a {{80 kph mph}} mph. La estimación se pasa en torno a un 0,6 %.",
        ],
      },
      {
        title: "De km/h a m/s",
        content: [
          "Un metro por segundo son exactamente {{1 mps kph}} km/h, así que divida los km/h entre {{1 mps kph}} para obtener m/s: 90 km/h son {{90 kph mps}} m/s.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuánto son 100 km/h en mph?",
        answer:
          "100 km/h son {{100 kph mph}} mph. En sentido contrario, 60 mph son {{60 mph kph}} km/h, algo menos de 100 km/h.",
      },
      {
        question: "¿Cuánto son 120 km/h en mph?",
        answer:
          "120 km/h son {{120 kph mph}} mph, cerca del límite de 75 mph de algunas autopistas interestatales de EE. UU. ({{75 mph kph}} km/h).",
      },
      {
        question: "¿Cuánto son 130 km/h en mph?",
        answer:
          "130 km/h, un límite habitual en las autopistas de varios países europeos, son {{130 kph mph}} mph.",
      },
      {
        question: "¿Kph es lo mismo que km/h?",
        answer:
          "Sí. Ambos significan kilómetros por hora. km/h es la forma que recomienda el SI; kph es una abreviatura informal muy extendida, que también usa la dirección de esta página.",
      },
      {
        question: "¿Cuánto son 50 km/h en mph?",
        answer: "50 km/h, un límite urbano habitual en Europa, son {{50 kph mph}} mph.",
      },
    ],
  },
};
