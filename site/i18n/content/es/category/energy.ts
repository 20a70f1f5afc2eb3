import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/category/energy.ts. */
export const texts: UnitTranslations = {
  "/energy": {
    about: [
      "La energía es la capacidad de realizar un trabajo o de calentar algo. Su unidad del SI es el julio (J): el trabajo que realiza una fuerza de un newton a lo largo de un metro, o un vatio durante un segundo (1 W·s = {{1 ws j}} J). La electricidad se factura en kilovatios hora: un kWh es un kilovatio durante una hora, exactamente {{1 kwh mj}} MJ. El trabajo mecánico aparece también como newton metro, pie libra-fuerza o kilogramo-fuerza metro, y la física usa el ergio ({{1 erg j}} J) y, a escala atómica, el electronvoltio, el hartree y el rydberg. El electronvoltio es la carga elemental, fijada en 2019 en exactamente 1,602176634 × 10⁻¹⁹ C, multiplicada por un voltio: {{1 ev j}} J con siete cifras.",
      "Hay calorías de varios tamaños. La caloría (cal) de esta página es la caloría de la Tabla Internacional, exactamente {{1 cal j}} J; la caloría termoquímica mide exactamente {{1 cal_th j}} J. La Caloría alimentaria escrita con C mayúscula, la «caloría» de las etiquetas nutricionales, es una kilocaloría; esta página usa la kilocaloría termoquímica, {{1 cal_nut j}} J, el valor que emplean las normas de etiquetado alimentario de la UE y la FAO. Equivale a {{1 cal_nut kcal}} kilocalorías de la Tabla Internacional ({{1 kcal j}} J), así que la elección apenas cambia una cifra de una dieta, pero sí cambia los últimos dígitos.",
      "La unidad térmica británica (BTU, de la Tabla Internacional) mide {{1 btu j}} J, aproximadamente el calor que eleva 1 °F la temperatura de una libra de agua. El gas natural se vende por termias ({{1 therm btu}} BTU) y se negocia por MMBtu, un millón de BTU ({{1 mbtu gj}} GJ). Cuidado con «MBtu»: en el comercio de EE. UU., la M romana suele significar mil, así que un MBtu puede ser mil BTU; el mbtu de esta página es siempre un millón. La energía de las explosiones se da en toneladas de TNT, por convención 10⁹ calorías termoquímicas por tonelada, es decir, {{1 ton_tnt gj}} GJ.",
    ],
    useCases: [
      "Leer etiquetas de alimentos que dan la energía en kJ o en kcal: 2000 Calorías alimentarias son {{2000 cal_nut kj}} kJ, y 500 kJ son {{500 kj cal_nut}} Cal.",
      "Comparar facturas de energía del hogar: 100 kWh de electricidad son {{100 kwh btu}} BTU, y 100 termias de gas son {{100 therm kwh}} kWh.",
      "Comparar combustibles para calefacción y precios del gas natural por MMBtu con precios por kWh o por GJ: 1 MMBtu son {{1 mbtu kwh}} kWh.",
      "Hacer deberes de física y química que mezclan julios, calorías y electronvoltios: 1 eV son {{1 ev j}} J.",
      "Dimensionar baterías: un paquete de baterías de 75 kWh almacena {{75 kwh mj}} MJ.",
      "Comparar explosiones e impactos expresados en equivalente de TNT: 1 kilotón son {{1 kton gj}} GJ.",
    ],
    guides: [
      {
        title: "Calorías, kilocalorías y Calorías alimentarias",
        content: [
          "En nutrición, «caloría» significa casi siempre kilocaloría, que a veces se escribe Caloría o kcal. Un tentempié de 250 Calorías contiene {{250 cal_nut kj}} kJ, la cifra que las etiquetas europeas y australianas imprimen junto a las kcal o en su lugar. Multiplique las Calorías alimentarias por {{1 cal_nut kj}} para obtener kilojulios, o divida los kilojulios entre ese mismo número.",
          "En física e ingeniería se trata de la caloría pequeña, de {{1 cal j}} J (Tabla Internacional) o de {{1 cal_th j}} J (termoquímica). Una Caloría alimentaria son {{1 cal_nut cal_th}} calorías termoquímicas. Confundir los dos tamaños supone un error de un factor mil, mucho mayor que la pequeña diferencia entre las definiciones IT y termoquímica.",
        ],
      },
      {
        title: "Convertir energía a mano",
        content: [
          "De kWh a MJ: multiplique por {{1 kwh mj}}. De kWh a BTU: multiplique por {{1 kwh btu}}. De BTU a kJ: multiplique por {{1 btu kj}}. Para el gas, 1 termia son {{1 therm kwh}} kWh y 1 MMBtu son {{1 mbtu therm}} termias.",
          "De julios a calorías: divida entre {{1 cal j}} (caloría IT), así que 1000 J son {{1000 j cal}} cal. De julios a electronvoltios: 1 J son {{1 j ev}} eV.",
        ],
      },
    ],
    tips: [
      {
        title: "La potencia no es energía",
        content: [
          "El kW es un ritmo; el kWh, una cantidad. Un calefactor de 2 kW que funciona 3 horas consume 6 kWh, es decir, {{6 kwh mj}} MJ.",
        ],
      },
      {
        title: "Compruebe la M de MBtu",
        content: [
          "Antes de convertir un precio del gas, asegúrese de si «MBtu» significa mil o un millón de BTU. El MMBtu de esta página es siempre un millón de BTU, {{1 mbtu kwh}} kWh.",
        ],
      },
      {
        title: "Use la caloría correcta",
        content: [
          "Para alimentos, use la kilocaloría alimentaria (kcal), {{1 cal_nut kj}} kJ. Para datos antiguos de física y química, compruebe si la fuente usaba la caloría IT o la termoquímica.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos julios tiene una caloría?",
        answer:
          "Una caloría de la Tabla Internacional son exactamente {{1 cal j}} J, y una caloría termoquímica, exactamente {{1 cal_th j}} J. Una Caloría alimentaria (kilocaloría) son {{1 cal_nut j}} J en esta página.",
      },
      {
        question: "¿Una Caloría alimentaria es lo mismo que una kilocaloría?",
        answer:
          "Sí. La Caloría de las etiquetas nutricionales es una kilocaloría, mil calorías pequeñas. Esta página usa el valor termoquímico, {{1 cal_nut kj}} kJ, como hacen las normas de etiquetado de la UE y la FAO; la kilocaloría de la Tabla Internacional son {{1 kcal kj}} kJ.",
      },
      {
        question: "¿Cuántos kJ tiene una kcal?",
        answer:
          "Una kilocaloría alimentaria son {{1 cal_nut kj}} kJ, y 1 kJ son {{1 kj cal_nut}} Calorías alimentarias. La kilocaloría de la Tabla Internacional es algo mayor, {{1 kcal kj}} kJ.",
      },
      {
        question: "¿Cuántos BTU tiene un kWh?",
        answer:
          "Un kilovatio hora son {{1 kwh btu}} BTU (de la Tabla Internacional), y un BTU son {{1 btu wh}} Wh, ya que un kWh son exactamente {{1 kwh j}} J y un BTU, {{1 btu j}} J.",
      },
      {
        question: "¿Qué es un MMBtu?",
        answer:
          "Un millón de unidades térmicas británicas (10⁶ BTU), es decir, {{1 mbtu gj}} GJ, {{1 mbtu kwh}} kWh y {{1 mbtu therm}} termias. Es la unidad habitual de negociación del gas natural en Norteamérica.",
      },
      {
        question: "¿Cuántos julios tiene un electronvoltio?",
        answer:
          "Un electronvoltio son {{1 ev j}} J, la energía que gana un electrón al atravesar una diferencia de potencial de un voltio. Es exacto desde 2019, cuando el SI fijó la carga elemental en 1,602176634 × 10⁻¹⁹ C. Un julio son {{1 j ev}} eV.",
      },
    ],
  },
};
