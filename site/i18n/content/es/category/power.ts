import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/category/power.ts. */
export const texts: UnitTranslations = {
  "/power": {
    about: [
      "La potencia es el ritmo al que se transfiere energía o se realiza un trabajo. Su unidad del SI es el vatio (W), un julio por segundo ({{1 w j_s}} J/s). Los múltiplos métricos van desde el picovatio de los receptores de radio hasta el teravatio de las redes eléctricas nacionales: un kilovatio son {{1 kw w}} W, y un megavatio, {{1 mw kw}} kW. La energía es la potencia multiplicada por el tiempo, así que un kilovatio usado durante una hora es un kilovatio hora de energía.",
      "El caballo de fuerza tiene varias definiciones, que esta página mantiene separadas. El caballo de fuerza mecánico (imperial) son {{1 hp ft_lbf_s}} pies libra-fuerza por segundo, {{1 hp w}} W. El caballo de vapor métrico (PS, CV, pk) son {{1 hp_metric kg_m_s}} kilogramos-fuerza metro por segundo, exactamente {{1 hp_metric w}} W, unos {{1 hp_metric hp}} caballos de fuerza mecánicos. El caballo de fuerza eléctrico mide exactamente {{1 hp_electric w}} W, y el caballo de fuerza de caldera, con el que se clasifican las calderas de vapor, es mucho mayor: {{1 hp_boiler kw}} kW.",
      "En EE. UU., los equipos de calefacción y refrigeración se clasifican en BTU por hora: 1 kW son {{1 kw btu_h}} BTU/h, y una tonelada de refrigeración, la refrigeración que funde una tonelada corta de hielo en un día, son {{1 ton_ref btu_h}} BTU/h o {{1 ton_ref kw}} kW. El MMBtu/h de esta página es un millón de BTU por hora ({{1 mbtu_h kw}} kW), no mil. El voltamperio (VA, kVA) mide la potencia eléctrica aparente; aquí se convierte como un vatio por VA, pero la potencia real de una carga de corriente alterna es la cifra en VA multiplicada por su factor de potencia. La unidad que figura con el código solar_mass es la luminosidad solar nominal de la UAI, la potencia que irradia el Sol ({{1 solar_mass w}} W), no una masa.",
    ],
    useCases: [
      "Comparar la potencia de motores de coche: 150 kW son {{150 kw hp}} hp (mecánicos) o {{150 kw hp_metric}} PS, y 300 hp son {{300 hp kw}} kW.",
      "Dimensionar un aire acondicionado o una bomba de calor: un equipo de 12.000 BTU/h son {{12000 btu_h kw}} kW, o {{12000 btu_h ton_ref}} tonelada de refrigeración.",
      "Comparar calefactores y calderas eléctricos clasificados en kW y en BTU/h: un calefactor de 3 kW entrega {{3 kw btu_h}} BTU/h.",
      "Elegir el motor de una bomba o un compresor: un motor de 5 hp tiene una potencia mecánica de salida de {{5 hp kw}} kW.",
      "Leer cifras de centrales eléctricas y de la red: 1 GW son {{1 gw mw}} MW.",
      "Leer datos de calorímetros en calorías por segundo: 1 cal/s (caloría de la Tabla Internacional) son {{1 cal_s w}} W.",
    ],
    guides: [
      {
        title: "Convertir potencias a mano",
        content: [
          "De caballos de fuerza mecánicos a kilovatios: multiplique por {{1 hp kw}}; de kilovatios a caballos de fuerza: multiplique por {{1 kw hp}}. De caballos de vapor métricos (PS) a kilovatios: multiplique por {{1 hp_metric kw}}. Como estimación rápida, 4 hp son unos 3 kW ({{4 hp kw}} kW en realidad).",
          "De kW a BTU/h: multiplique por {{1 kw btu_h}}. De BTU/h a vatios: multiplique por {{1 btu_h w}}. De toneladas de refrigeración a kW: multiplique por {{1 ton_ref kw}}.",
        ],
      },
      {
        title: "¿Qué caballo de fuerza?",
        content: [
          "Los datos de coches y motores de EE. UU. y del Reino Unido suelen darse en caballos de fuerza mecánicos (hp, bhp). Las cifras de la Europa continental suelen darse en caballos de vapor métricos (PS en alemán; CV en francés, italiano y español; pk en neerlandés), algo menores: 100 PS son {{100 hp_metric hp}} hp. Las cifras oficiales de la UE están en kilovatios, lo que evita la cuestión.",
          "El caballo de fuerza eléctrico, que se usa para clasificar motores eléctricos, mide exactamente {{1 hp_electric w}} W. El caballo de fuerza de caldera ({{1 hp_boiler w}} W) mide la producción de vapor de una caldera y su tamaño no guarda relación con el de los demás.",
        ],
      },
    ],
    tips: [
      {
        title: "Potencia y energía son cosas distintas",
        content: [
          "W, kW y hp son ritmos; Wh, kWh y BTU son cantidades. Un aparato de 2 kW que funciona 30 minutos consume 1 kWh.",
        ],
      },
      {
        title: "VA no siempre es W",
        content: [
          "En transformadores, SAI y generadores, la potencia nominal en kVA multiplicada por el factor de potencia da los kW reales. El conversor muestra el mismo número para ambas.",
        ],
      },
      {
        title: "Escriba MMBtu/h",
        content: [
          "Un quemador clasificado en «MBH» o «MBtu/h» suele estar en miles de BTU por hora; el MMBtu/h de esta página es un millón.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos kW es 1 caballo de fuerza?",
        answer:
          "Un caballo de fuerza mecánico son {{1 hp kw}} kW ({{1 hp w}} W). Un caballo de vapor métrico (PS) son {{1 hp_metric kw}} kW, y un caballo de fuerza eléctrico, {{1 hp_electric kw}} kW.",
      },
      {
        question: "¿Cuántos caballos de fuerza tiene un kilovatio?",
        answer:
          "Un kilovatio son {{1 kw hp}} caballos de fuerza mecánicos, o {{1 kw hp_metric}} caballos de vapor métricos (PS).",
      },
      {
        question: "¿Qué diferencia hay entre hp y PS?",
        answer:
          "hp es el caballo de fuerza mecánico, {{1 hp ft_lbf_s}} ft·lbf/s o {{1 hp w}} W. PS es el caballo de vapor métrico, {{1 hp_metric kg_m_s}} kgf·m/s o {{1 hp_metric w}} W. Un PS son {{1 hp_metric hp}} hp.",
      },
      {
        question: "¿Cuántos BTU por hora es una tonelada de aire acondicionado?",
        answer:
          "Una tonelada de refrigeración son {{1 ton_ref btu_h}} BTU/h, es decir, {{1 ton_ref kw}} kW. Por tanto, un equipo de 2 toneladas extrae {{2 ton_ref btu_h}} BTU/h.",
      },
      {
        question: "¿Cómo se convierten vatios a BTU por hora?",
        answer:
          "Multiplique por {{1 w btu_h}}. Por ejemplo, un calefactor de 1500 W da {{1500 w btu_h}} BTU/h. Un BTU/h son {{1 btu_h w}} W.",
      },
      {
        question: "¿Por qué la página de potencia incluye una unidad llamada solar_mass?",
        answer:
          "Es la luminosidad solar nominal que definió la UAI en 2015, la potencia que irradia el Sol: {{1 solar_mass w}} W. El código, que en inglés significa «masa solar», es un nombre inapropiado heredado de listas de unidades antiguas; la página rotula la unidad con lo que es, una potencia, no una masa.",
      },
    ],
  },
};
