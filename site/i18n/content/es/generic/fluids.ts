import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/generic/fluids.ts. */
export const texts: UnitTranslations = {
  "/flow": {
    about: [
      "El caudal volumétrico es el volumen de fluido que pasa por un punto por unidad de tiempo, Q = V/t. Su unidad del SI es el metro cúbico por segundo (m³/s); el litro por segundo es la milésima parte. El galón de EE. UU. por minuto (gpm) usa el galón líquido estadounidense de exactamente 231 in³, así que 1 gal/min = {{1 gal_min l_s}} L/s, y el pie cúbico por segundo (cfs) usa el pie internacional: 1 ft³/s = {{1 ft3_s l_s}} L/s.",
      "Las bombas, las mangueras contra incendios, el riego y los aparatos sanitarios se especifican en gpm en EE. UU. y en L/s o L/min en otros lugares; el caudal de los ríos se da en m³/s, o en ft³/s en los organismos estadounidenses; los grandes caudales de procesos y de abastecimiento de agua usan m³/s o m³/h. Todos los galones de esta página son galones de EE. UU.; un galón imperial es un 20 % mayor, aproximadamente.",
    ],
    useCases: [
      "Comparar curvas de bombas y caudales de aparatos dados en gpm y en L/s.",
      "Pasar a m³/s caudales de ríos estadounidenses en ft³/s.",
      "Dimensionar tuberías a partir de un caudal y una velocidad objetivo (Q = v·A).",
      "Comprobar una alcachofa de ducha de 2,5 gpm: {{2.5 gal_min l_s}} L/s.",
    ],
    faqs: [
      {
        question: "¿Cómo convierto L/min a gpm?",
        answer:
          "Divida los litros por minuto entre 60 para obtener L/s e introduzca ese valor: 60 L/min es 1 L/s = {{1 l_s gal_min}} gal/min. En un solo paso, 1 L/min son {{0.0166666666666667 l_s gal_min}} gpm.",
      },
    ],
    accuracy: {
      definitions:
        "Todas las unidades son exactas en m³/s: el litro es 10⁻³ m³, el galón de EE. UU. 231 in³ = 3,785411784 L y el pie cúbico 0,3048³ m³, así que 1 ft³/s = {{1 ft3_s gal_min}} gal/min solo se redondea al mostrarlo.",
      caveat: "Los galones son galones líquidos de EE. UU., no imperiales.",
    },
  },
  "/flow-mass": {
    about: [
      "El caudal másico es la masa de material que pasa por un punto por unidad de tiempo, ṁ = m/t, igual a la densidad por el caudal volumétrico (ṁ = ρ·Q). Su unidad del SI es el kilogramo por segundo (kg/s). La libra por segundo usa la libra avoirdupois internacional, así que 1 lb/s = {{1 lb_s kg_s}} kg/s; la tonelada por hora usa la tonelada métrica de 1000 kg, no la tonelada corta ni la larga, así que 1 kg/s = {{1 kg_s ton_h}} t/h.",
      "El caudal másico es lo que cuadra en los balances de la ingeniería química y de la combustión: las calderas de vapor se especifican en t/h, los motores a reacción y los cohetes en kg/s o lb/s de aire o de propelente, y el caudalímetro de aire de un motor de coche da gramos por segundo. A diferencia del caudal volumétrico, el caudal másico no cambia cuando un gas se comprime o se calienta.",
    ],
    useCases: [
      "Convertir la producción de vapor de una caldera entre t/h y kg/s.",
      "Leer como kg/s caudales de aire de motores o de propelente dados en lb/s.",
      "Interpretar la lectura en g/s del caudalímetro de aire (MAF) de un motor.",
    ],
    faqs: [
      {
        question: "¿Cómo paso de caudal volumétrico a caudal másico?",
        answer:
          "Multiplique el caudal volumétrico por la densidad del fluido: ṁ = ρ·Q. Para el agua, con unos 1000 kg/m³, 1 L/s transporta alrededor de 1 kg/s; para los gases, use la densidad a la presión y la temperatura reales.",
      },
    ],
    example: { context: "la producción de vapor de una caldera" },
    accuracy: {
      definitions:
        "El gramo es 10⁻³ kg, la libra exactamente 0,45359237 kg y la tonelada por hora 1000 kg en 3600 s, así que todo factor es exacto, y los resultados solo se redondean al mostrarlos (1 t/h = {{1 ton_h kg_s}} kg/s).",
      caveat:
        "La tonelada de aquí es la tonelada métrica; las toneladas cortas estadounidenses (2000 lb) por hora serían en torno a un 9 % menores.",
    },
  },
  "/flow-molar": {
    about: [
      "El caudal molar es la cantidad de sustancia que pasa por un punto por unidad de tiempo, ṅ = n/t. Su unidad del SI es el mol por segundo (mol/s); el mol por minuto y el mol por hora son 60 y 3600 veces menores, y el kilomol por hora son {{1 kmol_h mol_s}} mol/s. El caudal molar por la masa molar da el caudal másico (ṁ = ṅ·M).",
      "Los ingenieros químicos trabajan con caudales molares porque las reacciones consumen y producen moles en proporciones fijas: los diagramas de proceso y los simuladores dan las corrientes en kmol/h, y los reactores de laboratorio y las alimentaciones de gas en mol/min o mmol/min. Para un gas ideal a temperatura y presión fijas, el caudal molar es proporcional al caudal volumétrico estándar.",
    ],
    useCases: [
      "Pasar a mol/s los caudales de corrientes en kmol/h de un simulador de procesos para cálculos de reactores.",
      "Plantear balances de materia en reactores y separadores.",
      "Pasar a mol/s una velocidad de alimentación de laboratorio en mol/min.",
    ],
    faqs: [
      {
        question: "¿Cómo paso de caudal molar a caudal másico?",
        answer:
          "Multiplique por la masa molar: ṁ = ṅ·M. Para el agua (18,015 g/mol), 1 mol/s son 18,015 g/s; para una mezcla, use su masa molar media.",
      },
    ],
    accuracy: {
      definitions:
        "Las unidades solo difieren en el prefijo kilo y en 60 o 3600 segundos, así que todo factor es exacto.",
      caveat:
        "Los decimales periódicos, como 1 mol/min = {{1 mol_min mol_s}} mol/s, se redondean a 6 decimales solo en pantalla.",
    },
  },
  "/mass-flux-density": {
    about: [
      "La densidad de flujo másico (flujo másico, o velocidad másica en los textos de transmisión de calor) es el caudal másico por unidad de sección transversal, G = ṁ/A = ρ·v. Su unidad del SI es el kilogramo por metro cuadrado segundo (kg/(m²·s)); 1 g/(cm²·s) = {{1 g_cm2_s kg_m2_s}} kg/(m²·s). Las unidades usuales de EE. UU. usan la libra y el pie internacionales: 1 lb/(ft²·s) = {{1 lb_ft2_s kg_m2_s}} kg/(m²·s) y, por hora, 1 kg/(m²·s) = {{1 kg_m2_s lb_ft2_h}} lb/(ft²·h).",
      "El flujo másico es la variable preferida en las correlaciones de flujo bifásico, ebullición e intercambiadores de calor, donde la literatura estadounidense usa tradicionalmente lb/(ft²·h); también describe velocidades de evaporación, secado y ablación, y flujos a través de membranas y lechos de relleno.",
    ],
    useCases: [
      "Pasar al SI velocidades másicas de correlaciones de transmisión de calor estadounidenses en lb/(ft²·h).",
      "Calcular G = ṁ/A en una tubería o un canal para el diseño de ebullición y condensación.",
      "Expresar velocidades de evaporación o de secado por unidad de superficie.",
    ],
    faqs: [
      {
        question: "¿Qué relación hay entre el flujo másico y la velocidad?",
        answer:
          "El flujo másico es la densidad por la velocidad, G = ρ·v. El agua (unos 1000 kg/m³) que circula a 2 m/s tiene un flujo másico de unos 2000 kg/(m²·s), que son {{2000 kg_m2_s lb_ft2_h}} lb/(ft²·h).",
      },
    ],
    accuracy: {
      definitions:
        "Cada unidad es exacta en kg/(m²·s), a partir del gramo y el centímetro, la libra (0,45359237 kg), el pie (0,3048 m) y la hora (3600 s).",
      caveat:
        "Los resultados pequeños muestran como mucho 6 decimales (1 lb/(ft²·h) = {{1 lb_ft2_h kg_m2_s}} kg/(m²·s)), así que convierta valores mayores para obtener más cifras.",
    },
  },
  "/concentration-molar": {
    about: [
      "La concentración molar (molaridad, concentración de cantidad de sustancia) es la cantidad de sustancia disuelta por volumen de disolución, c = n/V. Su unidad del SI es el mol por metro cúbico (mol/m³), pero la química usa el mol por litro, escrito M (molar): 1 mol/L = {{1 mol_l mol_m3}} mol/m³. El milimol por litro tiene el mismo tamaño que la unidad del SI, 1 mmol/L = {{1 mmol_l mol_m3}} mol/m³, y el kilomol por metro cúbico equivale al molar, 1 kmol/m³ = {{1 kmol_m3 mol_l}} mol/L.",
      "Las disoluciones de laboratorio se preparan en mol/L (un ácido clorhídrico 0,1 M, una disolución madre de tampón 1 M); la química clínica da los electrolitos y metabolitos en mmol/L (el sodio en sangre suele estar entre 135 y 145 mmol/L); la ingeniería química y el SI usan mol/m³ y kmol/m³. La molaridad es por litro de disolución; la molalidad (mol/kg de disolvente) es otra magnitud.",
    ],
    useCases: [
      "Pasar a mmol/L la molaridad de una disolución madre para cálculos de dilución (c₁V₁ = c₂V₂).",
      "Leer resultados de laboratorio en mmol/L junto a valores de libro de texto en mol/L.",
      "Pasar concentraciones a unidades del SI (mol/m³) para fórmulas de difusión y de velocidad de reacción.",
    ],
    faqs: [
      {
        question: "¿Cómo convierto mol/L a g/L?",
        answer:
          "Multiplique por la masa molar en g/mol: 1 mol/L de cloruro de sodio (58,44 g/mol) contiene 58,44 g/L. Para volver, divida los g/L entre la masa molar; el conversor de concentración de disoluciones pasa después los g/L a mg/L o kg/m³.",
      },
    ],
    accuracy: {
      definitions:
        "Las cuatro unidades solo difieren en potencias de diez (el litro es 10⁻³ m³, y los prefijos mili y kilo 10⁻³ y 10³), así que toda conversión es exacta.",
      caveat:
        "La página convierte solo concentraciones de cantidad de sustancia: pasar a unidades de masa (g/L, mg/dL) requiere la masa molar de la sustancia.",
    },
  },
  "/concentration-solution": {
    about: [
      "Una concentración másica es la masa de sustancia disuelta por volumen de disolución, una densidad del soluto, así que esta página usa las unidades de densidad. La unidad del SI es el kilogramo por metro cúbico, que es exactamente el gramo por litro: 1 g/L = {{1 g_l kg_m3}} kg/m³. Las trazas se dan en miligramos por litro, 1 g/L = {{1 g_l mg_l}} mg/L.",
      "Las partes por millón (ppm) son una proporción, no una masa por volumen. Esta página sigue el convenio del análisis de aguas 1 ppm = 1 mg/L, válido para disoluciones acuosas diluidas porque un litro de agua tiene una masa de alrededor de 1 kg, lo que hace que mg/L sea lo mismo que mg/kg. Para otros disolventes o salmueras densas, ppm en masa = mg/L ÷ densidad en kg/L. Los informes de calidad del agua (nitratos, cloro, dureza, sólidos disueltos totales) usan mg/L y ppm indistintamente por esta razón.",
    ],
    useCases: [
      "Leer como mg/L resultados de análisis de agua en ppm, o al revés, para agua potable, piscinas y acuarios.",
      "Pasar a mg/L o kg/m³ una disolución preparada en g/L.",
      "Preparar disoluciones nutritivas o de dosificación a partir de una concentración objetivo.",
      "Expresar una disolución en porcentaje como concentración másica (el suero salino al 0,9 % p/v tiene 9 g/L).",
    ],
    faqs: [
      {
        question: "¿Las ppm son lo mismo que los mg/L?",
        answer:
          "En disoluciones acuosas diluidas, sí, y esta página las trata como iguales: un litro de una disolución así tiene una masa de alrededor de 1 kg, de modo que 1 mg/L es 1 mg por kg, una parte por millón en masa. La igualdad falla cuando la densidad de la disolución se aleja mucho de 1 kg/L.",
      },
      {
        question: "¿Cómo convierto un porcentaje a g/L?",
        answer:
          "Un porcentaje peso en volumen (% p/v) son gramos por 100 mL, así que multiplique por 10: una disolución salina al 0,9 % contiene 9 g/L, que son {{9 g_l mg_l}} mg/L. Un porcentaje peso en peso requiere además la densidad de la disolución.",
      },
    ],
    accuracy: {
      verdict: "Sí, para disoluciones acuosas diluidas.",
      definitions:
        "Las unidades métricas son exactas: g/L equivale a kg/m³ y mg/L es su milésima parte. Las ppm son exactas con el convenio de esta página, 1 ppm = 1 mg/L, que es correcto para disoluciones acuosas diluidas.",
      caveat:
        "Para agua de mar, salmueras o disolventes distintos del agua, divida los mg/L entre la densidad de la disolución en kg/L para obtener ppm en masa. Las ppm en volumen, que se usan para gases, son otra magnitud.",
    },
  },
};
