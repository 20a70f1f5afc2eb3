import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/generic/electricity-circuits.ts. */
export const texts: UnitTranslations = {
  "/electric-field-strength": {
    about: [
      "La intensidad de campo eléctrico E es la fuerza que ejerce un campo por unidad de carga, igual al gradiente de tensión. Su unidad del SI es el voltio por metro (V/m), idéntico al newton por culombio (N/C). Por centímetro, la cifra es cien veces menor, 1 V/cm = {{1 v_cm v_m}} V/m; 1 kV/m = {{1 kv_m v_m}} V/m y, con el pie exacto, 1 V/ft = {{1 v_ft v_m}} V/m.",
      "Las intensidades de campo varían muchísimo: cerca del suelo y con buen tiempo la atmósfera tiene unos 100 V/m, los límites de exposición a campos de frecuencia industrial se fijan en kV/m (5 kV/m para el público en las directrices de ICNIRP de 2010, a 50 Hz), los ensayos de inmunidad a radiofrecuencia usan desde unos pocos hasta decenas de V/m, y el aire seco sufre ruptura dieléctrica hacia los 3 MV/m, es decir, {{3000000 v_m v_cm}} V/cm. La rigidez dieléctrica de los aislantes se indica a menudo en kV/mm, que es lo mismo que MV/m.",
    ],
    useCases: [
      "Comparar rigideces dieléctricas y campos de ruptura entre V/cm y kV/m.",
      "Leer límites de exposición y mediciones de campo cerca de líneas eléctricas.",
      "Convertir lecturas de medidores de campo en ensayos de compatibilidad electromagnética (CEM).",
    ],
    faqs: [
      {
        question: "¿El V/m es lo mismo que el N/C?",
        answer:
          "Sí. Un voltio es un julio por culombio, así que un voltio por metro es un julio por culombio y metro, que es un newton por culombio: la fuerza en newtons sobre un culombio de carga. Ambos nombran la misma unidad del SI de intensidad de campo eléctrico.",
      },
    ],
    accuracy: {
      definitions:
        "Las unidades difieren en prefijos del SI y longitudes exactas (1 cm = 0,01 m, 1 ft = 0,3048 m, 1 mil = 0,0254 mm), y el estatvoltio CGS ({{1 statv_cm v_cm}} V por cm, a partir de la velocidad de la luz exacta) y el abvoltio (10⁻⁸ V) son exactos, así que todo factor es exacto.",
    },
  },
  "/electric-potential": {
    about: [
      "La diferencia de potencial eléctrico (tensión o voltaje) es la energía por unidad de carga entre dos puntos. Su unidad del SI es el voltio (V), un julio por culombio o un vatio por amperio. El milivoltio y el microvoltio son {{1 mv v}} V y {{1 µv v}} V, y el kilovoltio {{1 kv v}} V.",
      "Las tensiones de la vida diaria van de los microvoltios a cientos de kilovoltios: las señales de un EEG son decenas de µV, un latido mide alrededor de 1 mV en un ECG, los termopares producen milivoltios, una pila AA 1,5 V, el USB 5 V, la red eléctrica 230 V (Europa) o 120 V (Norteamérica), las líneas de distribución decenas de kV y las líneas de transporte de larga distancia cientos de kV.",
    ],
    useCases: [
      "Pasar a voltios salidas de sensores en mV o µV para diseñar un ADC o un amplificador.",
      "Expresar en kV las tensiones de distribución y de transporte.",
      "Comprobar cálculos con la ley de Ohm (V = I·R) que mezclan prefijos.",
    ],
    faqs: [
      {
        question: "¿Cuántos milivoltios tiene un voltio?",
        answer:
          "Mil: 1 V = {{1 v mv}} mV, y 1 mV = {{1 mv µv}} µV. Así, una señal de 0,75 V son {{0.75 v mv}} mV.",
      },
    ],
    accuracy: {
      definitions:
        "Las unidades métricas difieren en prefijos del SI (de nano, 10⁻⁹, a mega, 10⁶), y el estatvoltio CGS ({{1 statv v}} V, a partir de la velocidad de la luz exacta) y el abvoltio (10⁻⁸ V) son exactos, así que toda conversión es exacta.",
      caveat:
        "Desde 2019, el propio voltio se realiza mediante el efecto Josephson, con una constante fijada de forma exacta.",
    },
  },
  "/electric-resistance": {
    about: [
      "La resistencia eléctrica es la tensión necesaria por unidad de corriente, R = V/I (ley de Ohm). Su unidad del SI es el ohmio (Ω), un voltio por amperio. Las resistencias y los aislamientos abarcan muchos órdenes de magnitud, así que los prefijos importan: el kiloohmio son {{1 kohm ohm}} Ω y el megaohmio {{1 megohm ohm}} Ω, mientras que el miliohmio son {{1 mohm ohm}} Ω. Cuidado con las mayúsculas del símbolo: mΩ es mili y MΩ es mega, con un factor de 10⁹ entre ambos.",
      "Los valores de las resistencias en esquemas y códigos de colores se dan en Ω, kΩ y MΩ (a menudo escritos 4k7 por 4,7 kΩ); los medidores de resistencia de aislamiento leen MΩ; las derivaciones (shunts) de corriente, los contactos, los empalmes de cables y la resistencia interna de las baterías se miden en mΩ. Desde 2019, el ohmio se realiza mediante el efecto Hall cuántico, con una constante de von Klitzing fijada de forma exacta.",
    ],
    useCases: [
      "Leer marcas de resistencias como 4k7 o 2M2 y pasarlas a ohmios.",
      "Aplicar la ley de Ohm y las fórmulas de potencia (P = I²·R) con unidades coherentes.",
      "Comprobar resistencias de contacto o de derivación en miliohmios y lecturas de aislamiento en megaohmios.",
    ],
    faqs: [
      {
        question: "¿Qué diferencia hay entre mΩ y MΩ?",
        answer:
          "mΩ (m minúscula) es el miliohmio, la milésima parte de un ohmio; MΩ (M mayúscula) es el megaohmio, un millón de ohmios. 1 MΩ = {{1 megohm mohm}} mΩ, así que confundirlos es un error de un factor de mil millones.",
      },
    ],
    accuracy: {
      definitions:
        "Las unidades métricas difieren en prefijos del SI (de micro, 10⁻⁶, a giga, 10⁹), y el abohmio CGS (10⁻⁹ Ω), el estatohmio ({{1 statohm ohm}} Ω) y la constante de von Klitzing h/e² son exactos, así que esas conversiones son exactas; el ohmio internacional de 1908 ({{1 ohm_int ohm}} Ω) es una cifra histórica, tomada de GNU units.",
      caveat: "La unidad con el código mohm es el miliohmio; el megaohmio figura aparte como MΩ.",
    },
  },
  "/electric-resistivity": {
    about: [
      "La resistividad eléctrica ρ es la resistencia intrínseca de un material, independiente de su forma: un conductor de longitud L y sección A tiene R = ρ·L/A. Su unidad del SI es el ohmio metro (Ω·m). El ohmio centímetro, habitual para semiconductores y agua, son {{1 ohm_cm ohm_m}} Ω·m, así que 1 Ω·m = {{1 ohm_m ohm_cm}} Ω·cm; con el pie y la pulgada exactos, 1 Ω·ft = {{1 ohm_ft ohm_m}} Ω·m y 1 Ω·in = {{1 ohm_in ohm_m}} Ω·m.",
      "Las resistividades abarcan más de 20 órdenes de magnitud: el cobre recocido tiene unos 1,72 × 10⁻⁸ Ω·m a 20 °C, las obleas de silicio se especifican desde fracciones de Ω·cm hasta miles, el agua ultrapura llega a 18,2 MΩ·cm ({{18.2 ohm_cm ohm_m}} MΩ·m) a 25 °C, y los suelos para el diseño de puestas a tierra miden desde decenas hasta miles de Ω·m. El «ohm-circular mil per foot» estadounidense que se usa para cables es otra unidad, no el Ω·ft de aquí.",
    ],
    useCases: [
      "Convertir resistividades de obleas y semiconductores entre Ω·cm y Ω·m.",
      "Leer los resultados de estudios de resistividad del suelo para puestas a tierra y protección catódica.",
      "Comprobar la pureza del agua dada en MΩ·cm.",
    ],
    faqs: [
      {
        question: "¿Qué diferencia hay entre resistencia y resistividad?",
        answer:
          "La resistencia (Ω) es propia de un objeto concreto; la resistividad (Ω·m) es propia del material. La resistencia de un cable de cobre depende de su longitud y su grosor; su resistividad, no: R = ρ·L/A.",
      },
    ],
    example: { context: "la resistividad de un suelo" },
    accuracy: {
      definitions:
        "Las unidades difieren en prefijos del SI y longitudes y superficies exactas (1 cm = 0,01 m, 1 ft = 0,3048 m, 1 in = 0,0254 m, 1 mil circular = π/4 mil²), así que los factores son exactos.",
      caveat:
        "Para valores muy pequeños, como los de los metales, convierta el número y conserve la potencia de diez (1,72 × 10⁻⁸ Ω·m son {{1.72 ohm_m ohm_cm}} × 10⁻⁸ Ω·cm), ya que la presentación se detiene en 6 decimales.",
    },
  },
  "/electric-conductance": {
    about: [
      "La conductancia eléctrica G es la inversa de la resistencia, G = 1/R = I/V: la facilidad con que circula la corriente. Su unidad del SI es el siemens (S), un amperio por voltio. El mho (℧, «ohm» escrito al revés) es el nombre antiguo de la misma unidad, 1 ℧ = {{1 mho s}} S. El milisiemens y el microsiemens son {{1 ms s}} S y {{1 µs s}} S.",
      "Las conductancias de caminos en paralelo se suman, como las resistencias en serie, lo que hace que G resulte práctica en el análisis de circuitos. La transconductancia de los transistores se indica en mS (o en el antiguo mmho), las fugas de aislamiento en µS o nS, y la admitancia en los circuitos de corriente alterna tiene la misma unidad.",
    ],
    useCases: [
      "Convertir valores de transconductancia entre mS, µS y hojas de datos antiguas basadas en el mho.",
      "Combinar caminos en paralelo sumando sus conductancias.",
      "Pasar una resistencia medida a conductancia (1/R) para el análisis de circuitos.",
    ],
    faqs: [
      {
        question: "¿El mho es lo mismo que el siemens?",
        answer:
          "Sí. El mho (símbolo ℧) fue el nombre del ohmio inverso hasta que el siemens se adoptó en el SI en 1971; 1 mho = {{1 mho s}} S.",
      },
    ],
    example: { context: "la conductancia de una resistencia de 500 Ω" },
    accuracy: {
      definitions:
        "El mho equivale exactamente al siemens, las demás unidades métricas difieren en prefijos del SI, y el abmho CGS (10⁹ S), el estatmho y el cuanto de conductancia 2e²/h son exactos, así que toda conversión es exacta.",
    },
  },
  "/electric-conductivity": {
    about: [
      "La conductividad eléctrica σ (o κ) es la inversa de la resistividad: lo bien que un material conduce la corriente. Su unidad del SI es el siemens por metro (S/m); el mho por metro es la misma unidad. El siemens por centímetro es una unidad cien veces mayor, 1 S/cm = {{1 s_cm s_m}} S/m, y el milisiemens por centímetro, la unidad habitual del análisis de aguas, son {{1 ms_cm s_m}} S/m.",
      "Los análisis de agua leen la conductividad en mS/cm o µS/cm: el agua ultrapura tiene unos 0,055 µS/cm, el agua de mar unos 5 S/m ({{5 s_m ms_cm}} mS/cm), y las soluciones nutritivas hidropónicas se dosifican por su CE en mS/cm. La salinidad del suelo en dS/m tiene las mismas cifras que en mS/cm. Los metales están muy por encima: el 100 % IACS, el patrón del cobre recocido, son unos 58 MS/m.",
    ],
    useCases: [
      "Convertir lecturas de conductivímetro (CE) entre mS/cm y S/m.",
      "Comparar datos de calidad del agua y de salinidad de distintas fuentes.",
      "Pasar valores de resistividad a conductividad (σ = 1/ρ) para tablas de materiales.",
    ],
    faqs: [
      {
        question: "¿Cómo convierto µS/cm a mS/cm?",
        answer:
          "Divida entre 1000: 1000 µS/cm son 1 mS/cm, que son {{1 ms_cm s_m}} S/m. Un agua potable de 500 µS/cm tiene 0,5 mS/cm, o {{0.5 ms_cm s_m}} S/m.",
      },
    ],
    example: { context: "una lectura de CE" },
    accuracy: {
      definitions:
        "El mho por metro equivale al S/m, las unidades por centímetro son múltiplos decimales exactos (1 S/cm = {{1 s_cm s_m}} S/m, 1 mS/cm = {{1 ms_cm s_m}} S/m), y el 1 % IACS son {{1 iacs s_m}} S/m según el patrón del cobre de 1913, así que toda conversión es exacta.",
      caveat:
        "Los conductivímetros suelen dar valores corregidos a 25 °C, porque la conductividad de las soluciones aumenta con la temperatura.",
    },
  },
  "/electrostatic-capacitance": {
    about: [
      "La capacidad es la carga que almacena un componente por voltio, C = Q/V. Su unidad del SI es el faradio (F), un culombio por voltio, una unidad grande: los circuitos usan el microfaradio ({{1 µf f}} F) y el nanofaradio ({{1 nf f}} F), y los supercondensadores llegan a faradios enteros. En esta página, mF es el milifaradio, {{1 mf f}} F; los catálogos antiguos escribían «mf» o «mfd» para el microfaradio, así que compruebe a cuál se refiere una lista de piezas antigua.",
      "Los condensadores cerámicos suelen marcarse con un código de tres cifras en picofaradios: «104» significa 10 × 10⁴ pF, que son 100 nF o {{100 nf µf}} µF. Los condensadores electrolíticos se marcan en µF, los de película en nF o µF, y la energía almacenada es ½·C·V².",
    ],
    useCases: [
      "Leer códigos de condensadores y sustituir una pieza marcada en nF por otra especificada en µF.",
      "Diseñar temporizadores y filtros RC (τ = R·C, f = 1/(2π·R·C)) con unidades coherentes.",
      "Dimensionar en faradios bancos de supercondensadores a partir de la energía necesaria (E = ½·C·V²).",
    ],
    faqs: [
      {
        question: "¿Qué significa 104 en un condensador?",
        answer:
          "Las dos primeras cifras son el valor y la tercera el número de ceros, en picofaradios: 104 es 10 seguido de cuatro ceros, 100.000 pF, que son 100 nF o {{100 nf µf}} µF. Del mismo modo, 103 son 10 nF y 473 son 47 nF.",
      },
    ],
    accuracy: {
      definitions:
        "Las unidades métricas difieren en prefijos del SI y las unidades CGS son exactas (1 abF = 10⁹ F; 1 statF, el centímetro de capacidad, son {{1 statf pf}} pF a partir de la velocidad de la luz exacta), así que esas conversiones son exactas; el jar, el faradio internacional y el faradio convencional de 1990 son cifras históricas, tomadas de GNU units.",
      caveat:
        "Tenga en cuenta que aquí mF es el milifaradio: una marca antigua «mfd» significa microfaradios.",
    },
  },
  "/inductance": {
    about: [
      "La inductancia L relaciona la tensión inducida en un conductor con la velocidad de variación de la corriente, V = L·dI/dt, y el flujo magnético concatenado con la corriente. Su unidad del SI es el henrio (H), un weber por amperio o un voltio segundo por amperio. Las bobinas reales son mucho más pequeñas: el milihenrio son {{1 mh h}} H, el microhenrio {{1 µh h}} H y el nanohenrio {{1 nh µh}} µH.",
      "Los filtros de red y las bobinas de los filtros de cruce de audio están en mH, las bobinas de los reguladores conmutados en µH, y las bobinas de RF y la inductancia parásita de pistas y patillas de componentes en nH. La energía almacenada en una bobina es ½·L·I², y junto con un condensador fija la frecuencia de resonancia f = 1/(2π·√(L·C)).",
    ],
    useCases: [
      "Emparejar valores de bobinas de hojas de datos en µH y mH.",
      "Calcular frecuencias de resonancia LC y frecuencias de corte de filtros con unidades coherentes.",
      "Estimar la energía almacenada en una bobina (½·L·I²).",
    ],
    faqs: [],
    example: { context: "un valor de bobina habitual" },
    accuracy: {
      definitions:
        "Las unidades métricas difieren en prefijos del SI y las unidades CGS son exactas (1 abH, el centímetro de inductancia, es 1 nH; 1 statH son {{1 stath h}} H), y el cuadrante y el secohmio son nombres antiguos del henrio, así que esas conversiones son exactas; el henrio internacional y el henrio convencional de 1990 son cifras históricas, tomadas de GNU units.",
      caveat:
        "El valor real de una bobina suele tener una tolerancia de varios por ciento y varía con la corriente y la frecuencia.",
    },
  },
};
