import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/generic/fluids-properties.ts. */
export const texts: UnitTranslations = {
  "/viscosity-dynamic": {
    about: [
      "La viscosidad dinámica (absoluta) μ es la resistencia de un fluido a la cizalla: el esfuerzo cortante dividido entre la velocidad de cizalla. Su unidad del SI es el pascal segundo (Pa·s). La unidad CGS, el poise (P, por Jean Poiseuille), vale {{1 p pa_s}} Pa·s, así que el centipoise es exactamente un milipascal segundo: 1 cP = {{1 cp pa_s}} Pa·s. La libra-fuerza segundo por pie cuadrado del sistema usual de EE. UU. vale {{1 lbf_s_ft2 pa_s}} Pa·s (el reyn, lbf·s/in², es 144 veces mayor).",
      "El agua a 20 °C tiene una viscosidad de alrededor de 1,0 mPa·s, lo que hizo del centipoise una unidad cómoda; el aire tiene unos 0,018 mPa·s y la glicerina unos 1,4 Pa·s. Los datos de viscosidad de lubricantes, pinturas, tintas, alimentos, polímeros y lodos de perforación se dan en cP o mPa·s (las dos dan la misma cifra), y el Pa·s entra en las formas SI del número de Reynolds y de las fórmulas de flujo y de lubricación.",
    ],
    useCases: [
      "Pasar a Pa·s la viscosidad en cP de la ficha técnica de un producto para un cálculo de flujo.",
      "Leer como Pa·s datos de ingeniería estadounidenses en lbf·s/ft².",
      "Calcular un número de Reynolds, Re = ρ·v·D/μ, en unidades del SI coherentes.",
    ],
    faqs: [
      {
        question: "¿Qué diferencia hay entre la viscosidad dinámica y la cinemática?",
        answer:
          "La viscosidad cinemática es la viscosidad dinámica dividida entre la densidad, ν = μ/ρ. El agua a 20 °C, con unos 1,0 mPa·s y 998 kg/m³, tiene una viscosidad cinemática de alrededor de 1,0 mm²/s (1 cSt); para cSt, St y m²/s, use el conversor de viscosidad cinemática.",
      },
    ],
    accuracy: {
      definitions:
        "El poise y el centipoise son fracciones decimales exactas del pascal segundo, y la lbf·s/ft² es exacta a partir de la libra (0,45359237 kg), la gravedad estándar (9,80665 m/s²) y el pie (0,3048 m).",
      caveat:
        "Recuerde que una viscosidad medida vale a una temperatura concreta: unos pocos grados la cambian de forma apreciable en la mayoría de los líquidos.",
    },
  },
  "/viscosity-kinematic": {
    about: [
      "La viscosidad cinemática ν es la viscosidad dinámica dividida entre la densidad, ν = μ/ρ: la facilidad con que un fluido fluye por su propio peso. Su unidad del SI es el metro cuadrado por segundo (m²/s). El stokes CGS (St, por George Stokes) es 1 cm²/s = {{1 St m2_s}} m²/s, así que el centistokes es exactamente un milímetro cuadrado por segundo, y 1 m²/s = {{1 m2_s cSt}} cSt. El pie cuadrado por segundo estadounidense son {{1 ft2_s cSt}} cSt.",
      "Los aceites se clasifican por su viscosidad cinemática en cSt (mm²/s): los grados SAE J300 de aceite de motor se definen por intervalos a 100 °C (un aceite SAE 30 tiene de 9,3 a menos de 12,5 cSt), y el número ISO VG de un aceite industrial es su viscosidad nominal en cSt a 40 °C (ISO VG 46 ≈ 46 cSt). El agua a 20 °C tiene unos 1,0 cSt y el aire unos 15 cSt. Los viscosímetros capilares de vidrio, las copas de flujo y las especificaciones de combustibles dan ν.",
    ],
    useCases: [
      "Comparar grados de lubricantes y aceites hidráulicos (ISO VG, SAE) dados en cSt con datos en m²/s.",
      "Calcular un número de Reynolds a partir de la velocidad y la viscosidad cinemática, Re = v·D/ν.",
      "Pasar a cSt datos estadounidenses en ft²/s.",
    ],
    faqs: [
      {
        question: "¿Puedo convertir aquí segundos Saybolt (SUS) a cSt?",
        answer:
          "No. Los segundos Saybolt universales son el tiempo de flujo a través de un orificio normalizado, y se relacionan con la viscosidad cinemática mediante una fórmula empírica (ASTM D2161), no con un factor fijo. Convierta los SUS a cSt con ese método y use después esta página para las demás unidades.",
      },
    ],
    example: {
      context: "un aceite ISO VG 46",
      note: "Para valores pequeños en m²/s, introdúzcalos en cSt para conservar todas las cifras.",
    },
    accuracy: {
      definitions:
        "El stokes ({{1 St m2_s}} m²/s) y el centistokes ({{1 cSt m2_s}} m²/s) son exactos, y el pie cuadrado por segundo es exactamente 0,3048² m²/s, así que 1 ft²/s = {{1 ft2_s cSt}} cSt.",
      caveat:
        "Los resultados por debajo de 0,000001 pasan a notación científica en lugar de redondearse a 0.",
    },
  },
  "/surface-tension": {
    about: [
      "La tensión superficial γ es la fuerza por unidad de longitud a lo largo de la superficie de un líquido o, lo que es equivalente, la energía necesaria para ampliar la superficie en una unidad de área. Su unidad del SI es el newton por metro (N/m), lo mismo que el kilogramo por segundo al cuadrado (kg/s²) escrito en unidades básicas. La dina por centímetro CGS es exactamente un milinewton por metro, 1 dyn/cm = {{1 dyn_cm n_m}} N/m, y la libra-fuerza por pie vale {{1 lbf_ft n_m}} N/m.",
      "El agua a 20 °C tiene una tensión superficial de unos 72,8 mN/m (72,8 dyn/cm), el etanol unos 22 y el mercurio unos 485; los detergentes y tensioactivos bajan el valor del agua a unos 30. Los tensiómetros (anillo de du Noüy, placa de Wilhelmy, gota colgante) dan mN/m o dyn/cm, y la misma unidad mide la energía superficial de los sólidos en los trabajos de recubrimiento, impresión y adhesión (mJ/m² = mN/m).",
    ],
    useCases: [
      "Pasar a N/m lecturas de tensiómetro en dyn/cm para cálculos de ascenso capilar o de gotas.",
      "Comparar datos de tensioactivos y tintas entre unidades CGS y del SI.",
      "Leer como N/m datos de ingeniería estadounidenses en lbf/ft.",
    ],
    faqs: [
      {
        question: "¿Por qué dyn/cm y mN/m son lo mismo?",
        answer:
          "Una dina es 10⁻⁵ newton y un centímetro 10⁻² metro, así que una dina por centímetro son {{1 dyn_cm n_m}} N/m, un milinewton por metro. Por eso los manuales pueden dar la tensión superficial del agua como 72,8 en cualquiera de las dos unidades.",
      },
    ],
    example: { context: "la tensión superficial del agua" },
    accuracy: {
      definitions:
        "La dina (10⁻⁵ N) por centímetro es exactamente {{1 dyn_cm n_m}} N/m, el kg/s² es el propio N/m, y la libra-fuerza por pie es exacta a partir de la libra, la gravedad estándar y el pie.",
      caveat:
        "Las tensiones superficiales medidas dependen de la temperatura y de trazas de contaminantes, algo que ninguna conversión corrige.",
    },
  },
  "/permeability": {
    about: [
      "La permeabilidad (permeabilidad intrínseca) mide la facilidad con que un fluido atraviesa un material poroso como una roca, un suelo o un filtro, con independencia del fluido. Tiene dimensión de superficie, así que su unidad del SI es el metro cuadrado (m²). La geología y la industria petrolera usan el darcy (D), llamado así por Henry Darcy: la permeabilidad que deja pasar 1 cm³/s de un fluido de 1 cP a través de 1 cm² con un gradiente de presión de 1 atm/cm, lo que da 1 D = {{1 darcy m2}} m², cerca de un micrómetro cuadrado.",
      "Las rocas almacén se clasifican en milidarcys (1 D = {{1 darcy md}} mD): desde muy por debajo de 1 mD en areniscas compactas y lutitas hasta varios darcys en arenas y gravas limpias. No es la permeabilidad magnética (H/m), ni la conductividad hidráulica (m/s), que depende también del fluido: para el agua a temperatura ambiente, 1 darcy corresponde a una conductividad hidráulica de unos 10⁻⁵ m/s.",
    ],
    useCases: [
      "Pasar a m² resultados de análisis de testigos en mD para simular yacimientos en unidades del SI.",
      "Comparar permeabilidades de rocas, suelos y filtros de fuentes de geología e ingeniería.",
      "Aplicar la ley de Darcy, Q = k·A·Δp/(μ·L), con unidades coherentes.",
    ],
    faqs: [
      {
        question: "¿El darcy es lo mismo que la conductividad hidráulica?",
        answer:
          "No. La permeabilidad en darcys es propia solo de la roca; la conductividad hidráulica (m/s, usada en hidrogeología) incluye además la densidad y la viscosidad del fluido, K = k·ρ·g/μ. Para el agua a unos 20 °C, 1 darcy corresponde a unos 10⁻⁵ m/s.",
      },
    ],
    example: {
      context: "la permeabilidad de una arenisca",
      note: "Valores tan pequeños se muestran en notación científica.",
    },
    accuracy: {
      definitions:
        "El darcy se calcula de forma exacta a partir de su definición, (1 cm³/s × 1 cP × 1 cm) ÷ (1 cm² × 1 atm), con la atmósfera estándar de 101.325 Pa, así que 1 D = {{1 darcy m2}} m² hasta las cifras que se muestran. El milidarcy es 1/1000 D y el pie cuadrado es exactamente 0,3048² m².",
    },
  },
};
