import type { InfoWords } from "../../../content/info/index.ts";

/** Spanish words of the site's own pages (site/content/info/, whose files say what each is). */
export const info: InfoWords = {
  about: {
    mission: {
      title: "Nuestra misión",
      text: "{site} existe para que convertir unidades sea rápido, claro y correcto para todo el mundo: estudiantes, cocineros, viajeros, ingenieros y cualquiera que simplemente necesite un número fiable. Todos los conversores son gratuitos, funcionan en cualquier navegador moderno y muestran el resultado mientras escribe.",
    },
    offers: {
      title: "Qué ofrecemos",
      items: [
        "El [conversor exprés](/) de la página de inicio, para las conversiones rápidas del día a día sin salir de la página.",
        "[Páginas de conversores para más de 70 categorías](/sitemap), de la longitud, el peso y la temperatura al calor, los fluidos, la luz, la electricidad, el magnetismo y la radiología.",
        "[Páginas dedicadas a un solo par de unidades](/cm-to-in) para las conversiones más buscadas, como de centímetros a pulgadas o de kilogramos a libras.",
        "[Conversor de mayúsculas y minúsculas](/case) para pasar un texto a MAYÚSCULAS, minúsculas, Tipo Título, camelCase y otros formatos.",
        "[Conversor de bases numéricas](/number-base) para binario, octal, decimal, hexadecimal y cualquier base de 2 a 36.",
        "[Conversor de divisas](/currency-converter) con los tipos de cambio de referencia del Banco Central Europeo, y un conversor de criptomonedas con los precios de mercado actuales.",
        "[Conversor de glucosa en sangre](/blood-sugar-converter) entre mg/dL y mmol/L, con los valores de referencia.",
        "[Guías](/guides) que explican las conversiones más habituales y cómo evitar sus trampas.",
      ],
    },
    categories: {
      title: "Categorías",
      physical: { title: "Unidades físicas", intro: "Las medidas de la vida cotidiana:" },
      technical: {
        title: "Unidades técnicas",
        intro: "Las magnitudes de la ciencia y la ingeniería:",
      },
      more: "Y las unidades de electricidad (carga, corriente, potencial, resistencia, capacidad eléctrica, inductancia), magnetismo, radiología, luz, fluidos (caudal, viscosidad, concentración) y calor (conductividad térmica, flujo de calor, capacidad calorífica específica).",
      sitemap: "El [mapa del sitio](/sitemap) recoge todas las páginas de conversores.",
    },
    accuracy: {
      title: "Precisión",
      items: [
        "Cada unidad se define una sola vez, por su valor exacto en unidades del SI, tomado de la NIST Special Publication 811, del folleto del SI de la Oficina Internacional de Pesas y Medidas (BIPM) y de GNU units.",
        "Pruebas automáticas comparan las definiciones con GNU units, un programa de conversión independiente y muy utilizado.",
        "Las definiciones exactas siguen siendo exactas: 1 pulgada son 2,54 cm y 1 libra, 0,45359237 kg, no una aproximación redondeada.",
        "Cuando el nombre de una unidad tiene varios significados, como el galón estadounidense y el imperial o la Caloría alimentaria y la caloría, la página indica cuál se usa.",
        "Los resultados se muestran con hasta 6 decimales (las temperaturas, con 2), los valores muy grandes y muy pequeños en notación científica, y nunca con ruido de coma flotante como 0,30000000000000004.",
      ],
    },
    why: {
      title: "Por qué usar {site}",
      items: [
        "Más de 70 categorías de unidades, de las cotidianas a las más técnicas.",
        "Las conversiones habituales, a un clic, en páginas propias.",
        "Algoritmos precisos: definiciones exactas, verificadas con pruebas automáticas.",
        "Un diseño adaptado a móviles, que funciona igual de bien en la pantalla pequeña de un teléfono que en un monitor grande.",
        "Uso gratuito, sin registro y sin cuenta.",
        "Fórmulas y definiciones basadas en normas internacionales.",
      ],
    },
  },
  guides: {
    guides: {
      length: {
        title: "Guía de conversión de longitud",
        description: "Longitudes métricas e imperiales, con los factores exactos.",
        blocks: [
          "Desde el acuerdo internacional sobre la yarda y la libra de 1959, las longitudes imperiales y del sistema usual de EE. UU. se definen exactamente en metros:",
          {
            list: [
              "1 pulgada = 2,54 cm = 25,4 mm",
              "1 pie = 12 pulgadas = 0,3048 m",
              "1 yarda = 3 pies = 0,9144 m",
              "1 milla = 5280 pies = 1,609344 km",
              "1 milla náutica = 1852 m",
            ],
          },
          "En sentido contrario, los factores no son números redondos: 1 m ≈ 3,28084 ft ≈ 39,3701 in, y 1 km ≈ 0,621371 mi. Dentro del sistema métrico, los prefijos solo desplazan la coma decimal: 1 km = 1000 m y 1 m = 100 cm = 1000 mm.",
        ],
      },
      weight: {
        title: "Guía de conversión de peso y masa",
        description: "Kilogramos, libras, onzas, stones y las tres toneladas.",
        blocks: [
          {
            list: [
              "1 libra (lb) = 0,45359237 kg exactamente, así que 1 kg ≈ 2,20462 lb",
              "1 lb = 16 onzas; 1 onza (oz) = 28,349523125 g",
              "1 stone = 14 lb = 6,35029318 kg",
              "1 tonelada métrica = 1000 kg; 1 tonelada corta (EE. UU.) = 2000 lb = 907,18474 kg; 1 tonelada larga (Reino Unido) = 2240 lb = 1016,0469088 kg",
              "1 onza troy (la de los metales preciosos) = 31,1034768 g, alrededor de un 9,7 % más que una onza normal",
            ],
          },
          "En sentido estricto, los kilogramos y las libras miden masa; en el lenguaje cotidiano, «peso» significa lo mismo, y los factores anteriores son válidos.",
        ],
      },
      temperature: {
        title: "Guía de conversión de temperatura",
        description: "Celsius, Fahrenheit y Kelvin: un desplazamiento además de un factor.",
        blocks: [
          "Las escalas de temperatura tienen el cero en puntos distintos, así que una conversión necesita un desplazamiento además de un factor:",
          {
            list: [
              "°F = °C × 9/5 + 32",
              "°C = (°F − 32) × 5/9",
              "K = °C + 273,15",
              "°C = K − 273,15",
            ],
          },
          "Puntos de referencia: el agua se congela a 0 °C = 32 °F = 273,15 K y hierve a unos 100 °C = 212 °F a la presión del nivel del mar; 37 °C = 98,6 °F; −40 °C = −40 °F; el cero absoluto es 0 K = −273,15 °C = −459,67 °F.",
          "Una *diferencia* de temperatura se convierte solo con el factor: una subida de 10 °C es una subida de 18 °F, no de 50 °F, y una diferencia de 1 °C equivale a 1 K y a 1,8 °F. Para las diferencias, use el [conversor de diferencias de temperatura](/temperature-interval).",
        ],
      },
      area: {
        title: "Guía de conversión de superficie",
        description: "Unidades cuadradas, acres y hectáreas.",
        blocks: [
          "Los factores de superficie son los cuadrados de los factores de longitud. Como 1 ft = 0,3048 m, 1 ft² = 0,3048² m² = 0,09290304 m², no 0,3048 m².",
          {
            list: [
              "1 in² = 6,4516 cm²",
              "1 yd² = 0,83612736 m²",
              "1 m² ≈ 10,7639 ft²",
              "1 acre = 43.560 ft² = 4046,8564224 m²",
              "1 hectárea = 10.000 m² (un cuadrado de 100 m de lado) ≈ 2,47105 acres",
              "1 km² = 100 hectáreas; 1 mi² = 640 acres ≈ 2,589988 km²",
            ],
          },
        ],
      },
      volume: {
        title: "Guía de conversión de volumen",
        description: "Litros, unidades cúbicas y los dos galones.",
        blocks: [
          "1 litro = 1 dm³ = 1000 cm³, 1 mL = 1 cm³ y 1 m³ = 1000 L. Los factores de volumen son los cubos de los factores de longitud: 1 in³ = 16,387064 cm³ y 1 ft³ = 28,316846592 L.",
          {
            list: [
              "1 galón estadounidense = 231 in³ = 3,785411784 L",
              "1 galón imperial (británico) = 4,54609 L, unos 1,20095 galones estadounidenses",
              "1 galón estadounidense = 4 cuartos = 8 pintas = 16 tazas = 128 onzas líquidas estadounidenses; 1 fl oz (EE. UU.) = 29,5735295625 mL",
              "1 galón imperial = 160 onzas líquidas imperiales; 1 fl oz imperial = 28,4130625 mL",
              "1 taza estadounidense = 8 fl oz (EE. UU.) = 236,5882365 mL; una taza métrica son 250 mL",
            ],
          },
        ],
      },
      energy: {
        title: "Guía de conversión de energía",
        description: "Julios, calorías, kilovatios hora y BTU.",
        blocks: [
          "El julio (J) es la unidad de energía del SI: 1 J = 1 vatio durante 1 segundo.",
          {
            list: [
              "1 caloría (cal, termoquímica) = 4,184 J; la caloría de la Tabla Internacional son 4,1868 J",
              "1 Caloría alimentaria (Cal, kcal) = 1000 cal = 4184 J, así que 2000 Calorías son 8368 kJ",
              "1 kilovatio hora (kWh) = 1000 W × 3600 s = 3,6 MJ exactamente",
              "1 BTU (Tabla Internacional) = 1055,05585262 J; 1 kWh ≈ 3412,14 BTU",
              "1 electronvoltio (eV) = 1,602176634 × 10⁻¹⁹ J exactamente",
            ],
          },
          "La energía no es potencia: un vatio es un ritmo (1 W = 1 J/s), y un kilovatio hora, una cantidad. Un calefactor de 2 kW que funciona durante 3 horas consume 6 kWh = 21,6 MJ.",
        ],
      },
    },
    tryConverter: "Probar el conversor →",
    tips: {
      title: "Consejos y buenas prácticas de conversión",
      items: [
        {
          title: "Conserve toda la precisión hasta el final.",
          text: "Redondee solo el resultado final. Si redondea 1 milla a 1,61 km y después lo convierte a pies, obtiene 5282 ft en lugar de exactamente 5280 ft.",
        },
        {
          title: "Tenga claro de qué unidad habla.",
          text: "Un galón estadounidense son 3,785411784 L, pero un galón imperial son 4,54609 L; una tonelada puede ser corta (2000 lb), larga (2240 lb) o métrica (1000 kg); una onza puede ser avoirdupois, troy o una onza líquida, de volumen.",
        },
        {
          title: "Convierta las diferencias de temperatura solo con el factor.",
          text: "Un cambio de 5 °C es un cambio de 9 °F: multiplique por 9/5 y no sume 32.",
        },
        {
          title: "Redondee a la precisión de la medida.",
          text: "Una tabla de 2,5 m, medida con cinta métrica, son unos 8,2 ft; escribir 8,2021 ft presupone una precisión que la cinta nunca tuvo.",
        },
      ],
    },
  },
  contact: {
    formTitle: "Envíenos un mensaje",
    title: "Datos de contacto",
    text: "¿Tiene una pregunta, ha encontrado un valor que parece incorrecto o le gustaría un conversor que aún no tenemos? Escríbanos y le responderemos en un plazo de 24 horas.",
    email: "Correo electrónico",
    emailNote: "Solemos responder en un plazo de 24 horas en días laborables.",
    address: "Dirección postal",
    hours: "Horario de atención",
    weekends: "Fines de semana: cerrado",
  },
};
