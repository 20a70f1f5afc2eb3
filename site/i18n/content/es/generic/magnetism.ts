import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/generic/magnetism.ts. */
export const texts: UnitTranslations = {
  "/magnetomotive-force": {
    about: [
      "La fuerza magnetomotriz (FMM) impulsa el flujo magnético a lo largo de un circuito magnético, como la tensión impulsa la corriente en uno eléctrico: una bobina de N espiras por la que circula una corriente I produce F = N·I. Su unidad del SI es el amperio, que suele escribirse amperio-vuelta (At) porque el número de espiras no tiene unidad; así, 1 At = {{1 at a}} A. Las unidades CGS son el gilbert (Gb), definido como 10/(4π) amperios-vuelta, de modo que 1 At = {{1 at gi}} Gb, y el abamperio-vuelta, 1 abA·t = {{1 ab at}} At.",
      "La fuerza magnetomotriz sirve para dimensionar electroimanes, bobinas de relés y solenoides, núcleos de transformadores y bobinas, y los entrehierros de los motores: el flujo se deduce de F = Φ·ℛ, donde ℛ es la reluctancia del camino. El gilbert sobrevive en manuales antiguos de magnetismo y en la literatura sobre imanes basada en el sistema CGS.",
    ],
    useCases: [
      "Calcular la FMM de una bobina a partir de las espiras y la corriente, y pasarla a gilberts.",
      "Leer en unidades del SI cálculos de circuitos magnéticos de manuales CGS.",
      "Dimensionar devanados de relés y electroimanes.",
    ],
    example: { context: "una bobina de 1000 espiras por la que circulan 0,5 A" },
    accuracy: {
      definitions:
        "El amperio y el amperio-vuelta son la misma unidad, el abamperio-vuelta es exactamente {{1 ab at}} At, y el gilbert es 10/(4π) At, la definición CGS con 4π exacto, lo que da 1 Gb = {{1 gi at}} At hasta las cifras que se muestran.",
      caveat:
        "Desde el SI de 2019, μ₀ es un valor medido y no exactamente 4π × 10⁻⁷ H/m, pero la diferencia es inferior a una parte por mil millones y nunca llega a las cifras mostradas.",
    },
    faqs: [
      {
        question: "¿Por qué el amperio-vuelta es lo mismo que el amperio?",
        answer:
          "El número de espiras es un simple recuento, así que N espiras por las que circulan I amperios dan N·I amperios de fuerza magnetomotriz. Escribir «amperio-vuelta» solo le recuerda al lector que se han contado las espiras.",
      },
    ],
  },
  "/magnetic-field-strength": {
    about: [
      "La intensidad de campo magnético H (campo magnetizante) mide el campo que producen las corrientes, antes de incluir la respuesta del material. Su unidad del SI es el amperio por metro (A/m), lo mismo que el amperio-vuelta por metro: un solenoide largo con n espiras por metro por el que circula I tiene H = n·I. El oersted CGS (Oe) se define como 1000/(4π) A/m, así que 1 Oe = {{1 oe a_m}} A/m, y el amperio-vuelta por pulgada son {{1 at_in a_m}} A/m, a partir de la pulgada exacta.",
      "Las hojas de datos de imanes permanentes y de materiales magnéticos dan la coercitividad en kA/m y kOe (10 kOe = {{10000 oe a_m}} A/m); los soportes de grabación magnética y los ciclos de histéresis usan Oe; el diseño de bobinas y solenoides usa A/m o At/in. El campo terrestre corresponde a unos 20 a 52 A/m, alrededor de {{20 a_m oe}} a {{52 a_m oe}} Oe.",
    ],
    useCases: [
      "Convertir valores de coercitividad de imanes entre kOe y kA/m.",
      "Calcular el campo dentro de un solenoide a partir de las espiras por pulgada o por metro.",
      "Leer en unidades del SI ciclos de histéresis y literatura CGS.",
    ],
    faqs: [
      {
        question: "¿El oersted y el gauss son lo mismo?",
        answer:
          "No, aunque en el vacío 1 Oe de H corresponde a 1 G de B en el sistema CGS. El oersted mide el campo magnetizante H (esta página); el gauss mide la densidad de flujo B (conversor de densidad de flujo magnético). En el SI, B = μ₀·H en el vacío, así que 1 A/m corresponde a unos 1,2566 µT.",
      },
    ],
    example: { context: "la coercitividad de un imán" },
    accuracy: {
      definitions:
        "El A/m y el At/m son idénticos, el At/in usa la pulgada exacta (0,0254 m), y el oersted es 1000/(4π) A/m, la definición CGS con 4π exacto.",
      caveat:
        "La redefinición del SI de 2019 convirtió μ₀ en una constante medida, lo que cambia el valor SI del oersted en menos de una parte por mil millones, muy por debajo de los 6 decimales que se muestran.",
    },
  },
  "/magnetic-flux": {
    about: [
      "El flujo magnético Φ es el campo magnético total que atraviesa una superficie, la densidad de flujo por el área, Φ = B·A. Su unidad del SI es el weber (Wb), igual al voltio segundo (V·s): según la ley de Faraday, un flujo a través de una espira que cae uniformemente a cero en un segundo induce un voltio. El maxwell CGS (Mx) es un gauss por un centímetro cuadrado, así que 1 Wb = {{1 wb mx}} Mx, y el miliweber son {{1 mwb mx}} Mx.",
      "El flujo aparece en el diseño de transformadores y motores (flujo en el núcleo, flujo concatenado en weber-vueltas), en las medidas con fluxómetros y bobinas exploradoras, y en la especificación de imanes permanentes; la literatura antigua sobre imanes y fluxómetros usa maxwells o kilomaxwell-vueltas.",
    ],
    useCases: [
      "Convertir lecturas de fluxómetro entre maxwells y webers.",
      "Calcular el flujo en un núcleo a partir de la densidad de flujo y el área, Φ = B·A.",
      "Relacionar la tensión inducida en una bobina con la variación del flujo (V = N·dΦ/dt).",
    ],
    faqs: [
      {
        question: "¿Por qué un weber es igual a un voltio segundo?",
        answer:
          "La ley de Faraday dice que la tensión inducida en una espira es igual a la velocidad de variación del flujo que la atraviesa. Una variación de flujo de un weber por segundo induce, por tanto, un voltio, así que un weber es un voltio por un segundo.",
      },
    ],
    accuracy: {
      definitions:
        "El voltio segundo es el propio weber, el miliweber es su milésima parte, y el maxwell es un gauss por un centímetro cuadrado (10⁻⁴ T × 10⁻⁴ m²), exactamente {{1 mx wb}} Wb.",
      caveat: "Los resultados diminutos se muestran en notación científica, nunca redondeados a 0.",
    },
  },
  "/magnetic-flux-density": {
    about: [
      "La densidad de flujo magnético B, lo que en el habla cotidiana suele entenderse por «intensidad del campo magnético», es el flujo por unidad de superficie. Su unidad del SI es el tesla (T), un weber por metro cuadrado: 1 Wb/m² = {{1 wb_m2 t}} T. El militesla son {{1 mt t}} T. El gauss CGS (G) son exactamente {{1 g t}} T, así que 1 T = {{1 t g}} G y 1 mT = {{1 mt g}} G.",
      "El campo magnético terrestre es de unos 25 a 65 µT en la superficie, es decir, de {{0.000025 t g}} a {{0.000065 t g}} G; un imán de nevera da unos pocos militeslas en su superficie, la remanencia de un imán de neodimio es de alrededor de 1 a 1,4 T, y los equipos clínicos de resonancia magnética funcionan a 1,5 T y 3 T. Los gaussímetros y los sensores Hall leen en G o mT, y los proveedores de imanes siguen dando a menudo gauss.",
    ],
    useCases: [
      "Convertir lecturas de imanes y gaussímetros entre gauss y militeslas.",
      "Comparar en teslas intensidades de campo de resonancia magnética y límites de exposición.",
      "Leer hojas de datos de sensores Hall dadas en mT o G.",
    ],
    faqs: [
      {
        question: "¿Cuántos gauss tiene un tesla?",
        answer: "Diez mil: 1 T = {{1 t g}} G, así que 1 G = {{1 g t}} T y 1 mT = {{1 mt g}} G.",
      },
    ],
    example: { context: "el campo del imán de una resonancia magnética" },
    accuracy: {
      definitions:
        "El weber por metro cuadrado es el propio tesla, el militesla es la milésima parte de un tesla, y el gauss es exactamente {{1 g t}} T por su definición CGS, así que las conversiones son exactas.",
    },
  },
};
