import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/generic/electricity-charge.ts. */
export const texts: UnitTranslations = {
  "/charge": {
    about: [
      "La carga eléctrica es la cantidad de electricidad que llevan las partículas o que se almacena en una batería o un condensador. Su unidad del SI es el culombio (C), la carga que transporta una corriente de un amperio en un segundo. El amperio hora es la carga de un amperio durante una hora, {{1 ah c}} C, y el miliamperio hora {{1 mah c}} C. La carga elemental e, la carga de un protón, quedó fijada por el SI de 2019 en exactamente 1,602176634 × 10⁻¹⁹ C, así que un culombio son {{1 c e}} cargas elementales.",
      "El uso cotidiano es la capacidad de las baterías: las de los teléfonos y las baterías externas se especifican en mAh, las de coche y las de almacenamiento en Ah. Esas cifras son carga, no energía; la energía es la carga por la tensión (Wh = Ah × V). Los culombios aparecen en física, electrostática y electroquímica, y los recuentos de cargas elementales en física de partículas y de semiconductores.",
    ],
    useCases: [
      "Pasar a culombios la capacidad en mAh de una batería para un cálculo de física o de electroquímica.",
      "Comparar celdas especificadas en Ah y en mAh.",
      "Contar electrones: cuántas cargas elementales forman una carga dada.",
    ],
    faqs: [
      {
        question: "¿Cómo convierto mAh a Wh?",
        answer:
          "Multiplique por la tensión nominal de la batería y divida entre 1000: una celda de 5000 mAh a 3,7 V almacena {{5000 mah ah}} Ah × 3,7 V = 18,5 Wh. Esta página convierte solo carga; para la energía hace falta la tensión.",
      },
    ],
    example: { context: "la capacidad nominal de una batería" },
    accuracy: {
      definitions:
        "El amperio hora es exactamente {{1 ah c}} C (un amperio durante 3600 s) y el miliamperio hora {{1 mah c}} C, y desde 2019 la carga elemental es una constante exacta que define el SI (1,602176634 × 10⁻¹⁹ C), lo que hace exacto también el faraday (e × Nₐ); el abculombio CGS vale exactamente 10 C y el estatculombio 1/(10c) C, a partir de la velocidad de la luz exacta.",
      caveat:
        "Los resultados en los que interviene e se muestran en notación científica con 7 cifras significativas.",
    },
  },
  "/linear-charge-density": {
    about: [
      "La densidad lineal de carga λ es la carga eléctrica por unidad de longitud, como la de un hilo, una fibra o un haz finos y cargados. Su unidad del SI es el culombio por metro (C/m). Por centímetro, la cifra es cien veces menor, 1 C/m = {{1 c_m c_cm}} C/cm; las versiones por pie y por pulgada se derivan del pie y la pulgada internacionales exactos, 1 C/ft = {{1 c_ft c_m}} C/m y 1 C/in = {{1 c_in c_m}} C/m.",
      "La física usa λ en el campo de una carga rectilínea larga, E = λ/(2π·ε₀·r), en los cálculos de líneas de transmisión y de efecto corona, y para polímeros cargados y haces de partículas. Los valores reales son pequeños, normalmente nanoculombios o microculombios por metro; como la conversión es un factor puro, puede convertir el número y conservar el prefijo (1 nC/m = {{1 c_m c_ft}} nC/ft).",
    ],
    useCases: [
      "Convertir problemas de electrostática de libro de texto entre el SI y unidades por pulgada o por pie.",
      "Calcular el campo de un hilo cargado a partir de λ en C/m.",
    ],
    faqs: [],
    example: { note: "Para 2 µC/m, lea el resultado como µC/ft." },
    accuracy: {
      definitions:
        "Los factores son prefijos del SI y longitudes (el centímetro es 10⁻² m, el pie exactamente 0,3048 m y la pulgada exactamente 0,0254 m), y el abculombio CGS vale exactamente 10 C y el estatculombio 1/(10c) C, a partir de la velocidad de la luz exacta, así que toda conversión es exacta hasta las cifras que se muestran.",
    },
  },
  "/surface-charge-density": {
    about: [
      "La densidad superficial de carga σ es la carga eléctrica por unidad de superficie, como la de la superficie de un conductor o la placa de un condensador. Su unidad del SI es el culombio por metro cuadrado (C/m²). Un centímetro cuadrado es 10⁻⁴ m², así que 1 C/cm² = {{1 c_cm2 c_m2}} C/m², y un microculombio por centímetro cuadrado, la unidad habitual para las superficies de electrodos y ferroeléctricos, son {{0.000001 c_cm2 c_m2}} C/m². Con el pie y la pulgada exactos, 1 C/ft² = {{1 c_ft2 c_m2}} C/m² y 1 C/in² = {{1 c_in2 c_m2}} C/m².",
      "La carga superficial fija el campo justo fuera de un conductor, E = σ/ε₀, y entre las placas de un condensador. El aire se perfora hacia los 3 MV/m, lo que limita la carga que puede retener una superficie en el aire a unos 27 µC/m². La electroquímica (carga de la doble capa), los materiales ferroeléctricos (polarización en µC/cm²) y los estudios de descargas electrostáticas usan σ.",
    ],
    useCases: [
      "Pasar la polarización o la carga de un electrodo de µC/cm² a C/m².",
      "Calcular el campo cerca de una placa o un conductor cargados a partir de σ.",
      "Comprobar problemas de electrostática de libro de texto planteados en unidades por pulgada cuadrada.",
    ],
    faqs: [],
    example: {
      note: "La conversión es un factor puro, así que los prefijos se conservan: 25 µC/cm² son {{25 c_cm2 c_m2}} µC/m².",
    },
    accuracy: {
      definitions:
        "Las unidades difieren en prefijos del SI y superficies exactas (1 cm² = 10⁻⁴ m², 1 ft² = 0,3048² m², 1 in² = 0,0254² m²), y el abculombio CGS vale exactamente 10 C y el estatculombio 1/(10c) C, a partir de la velocidad de la luz exacta, así que los factores son exactos y solo se redondea la presentación.",
    },
  },
  "/volume-charge-density": {
    about: [
      "La densidad volumétrica de carga ρ es la carga eléctrica por unidad de volumen, el término fuente de la ley de Gauss (∇·E = ρ/ε₀). Su unidad del SI es el culombio por metro cúbico (C/m³). Un centímetro cúbico es 10⁻⁶ m³, así que 1 C/cm³ = {{1 c_cm3 c_m3}} C/m³; con el pie y la pulgada exactos, 1 C/ft³ = {{1 c_ft3 c_m3}} C/m³ y 1 C/in³ = {{1 c_in3 c_m3}} C/m³.",
      "La física de semiconductores cuenta los átomos dopantes por cm³, así que la carga espacial de una zona de agotamiento (ρ = q·N) suele escribirse en C/cm³; la física de plasmas, las corrientes limitadas por carga espacial en válvulas de vacío y fuentes de iones, y la electricidad atmosférica usan C/m³.",
    ],
    useCases: [
      "Convertir la carga espacial de una zona de agotamiento entre C/cm³ y C/m³.",
      "Resolver la ecuación de Poisson, ∇²φ = −ρ/ε₀, en unidades del SI.",
    ],
    faqs: [],
    accuracy: {
      definitions:
        "Los factores son prefijos del SI y volúmenes exactos (1 cm³ = 10⁻⁶ m³, 1 ft³ = 0,3048³ m³ y 1 in³ = 0,0254³ m³), y el abculombio CGS vale exactamente 10 C y el estatculombio 1/(10c) C, a partir de la velocidad de la luz exacta, así que todo resultado es exacto hasta las cifras que se muestran.",
    },
  },
  "/current": {
    about: [
      "La corriente eléctrica es el ritmo al que fluye la carga eléctrica. Su unidad, el amperio (A), es una unidad básica del SI; desde 2019 se define fijando la carga elemental, de modo que un amperio es el paso de 1/(1,602176634 × 10⁻¹⁹) cargas elementales por segundo, un culombio por segundo. El miliamperio y el microamperio son {{1 ma a}} A y {{1 µa a}} A, y el kiloamperio {{1 ka a}} A.",
      "La electrónica vive en miliamperios y microamperios: un LED indicador consume desde unos pocos hasta unos 20 mA, un microcontrolador en reposo unos pocos µA, y los interruptores diferenciales que protegen a las personas están diseñados para dispararse a 30 mA ({{30 ma a}} A). Los circuitos domésticos se protegen con fusibles de unos 10 a 32 A, mientras que la soldadura, la tracción eléctrica, la fundición y los rayos (decenas de kiloamperios por descarga) llegan a los kA.",
    ],
    useCases: [
      "Convertir valores nominales de componentes entre mA y A para cálculos con la ley de Ohm y de potencia.",
      "Leer corrientes de reposo en µA para estimar la duración de una batería.",
      "Expresar en kA corrientes de falta, sobretensiones o rayos.",
    ],
    faqs: [
      {
        question: "¿Cuántos miliamperios tiene un amperio?",
        answer:
          "Mil: 1 A = {{1 a ma}} mA, y 1 mA = {{1 ma µa}} µA. Para pasar de mA a A, divida entre 1000.",
      },
    ],
    accuracy: {
      definitions:
        "Las unidades métricas difieren en prefijos del SI (de pico, 10⁻¹², a kilo, 10³), el abamperio CGS vale exactamente 10 A y el estatamperio 1/(10c) A, a partir de la velocidad de la luz exacta, así que toda conversión es exacta.",
      caveat:
        "Los resultados muy pequeños aparecen en notación científica en lugar de como 0; por ejemplo, 1 µA en kA son {{1 µa ka}} kA.",
    },
  },
  "/linear-current-density": {
    about: [
      "La densidad lineal de corriente es la corriente por unidad de anchura: la corriente que atraviesa cada metro de una línea trazada sobre una lámina conductora delgada o un devanado. Su unidad del SI es el amperio por metro (A/m), la misma unidad que la intensidad de campo magnético; muchos libros de electromagnetismo llaman a esta magnitud densidad superficial de corriente K. Por centímetro, 1 A/cm = {{1 a_cm a_m}} A/m; con el pie y la pulgada exactos, 1 A/ft = {{1 a_ft a_m}} A/m y 1 A/in = {{1 a_in a_m}} A/m.",
      "Los diseñadores de máquinas eléctricas la usan como carga eléctrica específica, los amperios-conductor por metro de circunferencia del entrehierro, en kA/m; la física la usa para las láminas de corriente (una lámina que lleva K produce un campo B = μ₀K/2 a cada lado) y para los solenoides, donde n espiras por metro que llevan I dan H = n·I.",
    ],
    useCases: [
      "Convertir la carga eléctrica específica de diseños de motores y generadores entre A/cm y A/m.",
      "Calcular el campo magnético de una lámina de corriente o de un solenoide largo.",
      "Pasar a unidades del SI datos de diseño estadounidenses en A/in.",
    ],
    faqs: [
      {
        question:
          "¿Qué diferencia hay entre esta página y el conversor de densidad superficial de corriente?",
        answer:
          "Esta página convierte corriente por unidad de longitud (A/m), la corriente que circula por una lámina por cada metro de su anchura. El conversor de densidad superficial de corriente convierte corriente por unidad de superficie (A/m²), la corriente que atraviesa cada metro cuadrado de la sección de un conductor, que los libros de texto llaman densidad de corriente J.",
      },
    ],
    example: { context: "una carga eléctrica específica" },
    accuracy: {
      definitions:
        "Los factores son prefijos del SI y longitudes exactas (1 cm = 0,01 m, 1 ft = 0,3048 m, 1 in = 0,0254 m), y el abamperio CGS vale exactamente 10 A y el estatamperio 1/(10c) A, así que toda conversión es exacta hasta las cifras que se muestran.",
    },
  },
  "/surface-current-density": {
    about: [
      "Esta página convierte corriente por unidad de superficie: la corriente que atraviesa cada unidad de la sección de un conductor, que los libros de física llaman densidad de corriente J (a menudo reservan «densidad superficial de corriente» para la corriente por unidad de anchura, en A/m). Su unidad del SI es el amperio por metro cuadrado (A/m²). Un centímetro cuadrado es 10⁻⁴ m², así que 1 A/cm² = {{1 a_cm2 a_m2}} A/m², y 1 A/mm², que son 10⁶ A/m², equivale a {{1000000 a_m2 a_cm2}} A/cm². Con el pie y la pulgada exactos, 1 A/ft² = {{1 a_ft2 a_m2}} A/m² y 1 A/in² = {{1 a_in2 a_m2}} A/m².",
      "La densidad de corriente limita el calentamiento de cables, pletinas y pistas de circuito impreso (normalmente se indica en A/mm²), fija la velocidad del galvanizado (A/dm² en Europa, amperios por pie cuadrado, ASF, en los talleres de galvanoplastia de EE. UU.) y caracteriza pilas de combustible, electrolizadores y baterías (A/cm² o mA/cm²).",
    ],
    useCases: [
      "Convertir densidades de corriente de galvanoplastia entre ASF (A/ft²) y A/dm² o A/m².",
      "Comparar el rendimiento de pilas de combustible y electrolizadores en A/cm².",
      "Contrastar con otras unidades las reglas de dimensionado de conductores dadas en A/mm².",
    ],
    faqs: [
      {
        question: "¿Cómo convierto ASF a A/dm²?",
        answer:
          "Un decímetro cuadrado es 0,01 m², así que los A/dm² son los A/m² divididos entre 100. Introduzca el valor en ASF como A/ft², lea los A/m² y divida entre 100: 1 ASF = {{1 a_ft2 a_m2}} A/m², algo más de una décima de 1 A/dm².",
      },
    ],
    example: {
      context: "una corriente de galvanizado de 20 ASF",
      note: "Divida entre 100 para obtener A/dm².",
    },
    accuracy: {
      definitions:
        "Las unidades difieren en prefijos del SI y superficies exactas (1 cm² = 10⁻⁴ m², 1 ft² = 0,3048² m², 1 in² = 0,0254² m², 1 mil circular = π/4 mil²), y el abamperio CGS vale exactamente 10 A, así que todo factor es exacto y solo se redondea la presentación.",
    },
  },
};
