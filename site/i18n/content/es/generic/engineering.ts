import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/generic/engineering.ts. */
export const texts: UnitTranslations = {
  "/velocity-angular": {
    about: [
      "La velocidad angular indica lo rápido que gira algo: el ángulo recorrido por unidad de tiempo. Su unidad del SI es el radián por segundo (rad/s), la unidad de ω en ω = 2π·n y v = ω·r. Los grados por segundo dividen la misma vuelta en 360 partes en lugar de en 2π radianes, así que 1 rev/s = {{1 rev_s deg_s}} °/s, y una revolución por minuto son 2π/60 rad/s, es decir, 1 rpm = {{1 rev_min rad_s}} rad/s.",
      "Las revoluciones por minuto son la unidad cotidiana de motores de combustión, motores eléctricos, taladros y discos duros; el rad/s es lo que necesitan las fórmulas de física y de control; el °/s es la unidad de las especificaciones de giroscopios y de estabilizadores de cámara (gimbals). El Folleto del SI reserva el hercio para la frecuencia, así que una velocidad de giro se escribe en rad/s o rev/s y no en Hz.",
    ],
    useCases: [
      "Pasar a rad/s la velocidad en rpm de la placa de un motor para cálculos de par y potencia (P = τ·ω).",
      "Leer como rad/s el rango en °/s de un giroscopio o una IMU para un controlador de vuelo o un robot.",
      "Hallar la velocidad periférica de una rueda, un ventilador o un disco de amolar a partir de sus rpm (v = ω·r).",
      "Comparar velocidades de husillo: un disco de 7200 rpm gira a {{7200 rev_min rad_s}} rad/s.",
    ],
    faqs: [
      {
        question: "¿Cómo convierto rpm a rad/s?",
        answer:
          "Multiplique por 2π y divida entre 60 (una revolución son 2π radianes y un minuto 60 segundos): 1 rpm = {{1 rev_min rad_s}} rad/s, y 1 rad/s = {{1 rad_s rev_min}} rpm. Por ejemplo, 1500 rpm = {{1500 rev_min rad_s}} rad/s.",
      },
    ],
    accuracy: {
      definitions:
        "Cada unidad se define por su tamaño exacto en rad/s: 1 °/s = π/180 rad/s, 1 rev/s = 2π rad/s y 1 rpm = 2π/60 rad/s, sin constantes redondeadas.",
      caveat:
        "Los resultados solo se redondean al mostrarlos, a 6 decimales, y los resultados muy pequeños o muy grandes aparecen en notación científica.",
    },
  },
  "/acceleration": {
    about: [
      "La aceleración es el ritmo al que cambia la velocidad. Su unidad del SI es el metro por segundo al cuadrado (m/s²). El pie por segundo al cuadrado vale exactamente {{1 ft_s2 m_s2}} m/s², porque el pie internacional mide exactamente 0,3048 m. La gravedad estándar g₀ es un valor convencional que la 3.ª CGPM fijó en 1901 en exactamente {{1 g m_s2}} m/s², lo que da 1 g₀ = {{1 g ft_s2}} ft/s². El gal (Gal, por Galileo) es la unidad CGS: 1 Gal = 1 cm/s², así que 1 m/s² = {{1 m_s2 gal}} Gal.",
      "Los múltiplos de g₀ describen las cargas sobre pilotos, pasajeros, paquetes y acelerómetros (un sensor de ±16 g mide hasta {{16 g m_s2}} m/s²); el gal y el miligal son las unidades de la gravimetría y la geodesia, donde el miligal, aproximadamente una millonésima de la gravedad terrestre, es un escalón útil; el m/s² y el ft/s² son las unidades de la mecánica. En esta página, «g» es la gravedad estándar, una aceleración, no el gramo.",
    ],
    useCases: [
      "Expresar la aceleración de un vehículo, una atracción o un avión como múltiplo de g₀.",
      "Leer como m/s² los rangos de acelerómetros y las resistencias a impactos (en g) para un cálculo.",
      "Convertir lecturas de prospección gravimétrica entre gal, miligal y m/s².",
      "Pasar problemas de libro de texto de ft/s² a m/s² y viceversa.",
    ],
    faqs: [
      {
        question: "¿Por qué 1 g no es exactamente 9,8 m/s²?",
        answer:
          "Porque la gravedad estándar se fijó por convenio en {{1 g m_s2}} m/s², un valor próximo a la gravedad al nivel del mar a unos 45° de latitud; 9,8 y 9,81 son redondeos de él. 9,8 m/s² son {{9.8 m_s2 g}} g₀, una diferencia de menos del 0,1 %.",
      },
    ],
    accuracy: {
      definitions:
        "Todas las unidades de aquí tienen una definición exacta en m/s²: 1 ft/s² = {{1 ft_s2 m_s2}} m/s² (pie internacional), 1 Gal = {{1 gal m_s2}} m/s² y 1 g₀ = {{1 g m_s2}} m/s² (3.ª CGPM, 1901).",
      caveat:
        "Recuerde que g₀ es un convenio: la gravedad real en la superficie de la Tierra va de unos 9,78 m/s² en el ecuador a unos 9,83 m/s² en los polos.",
    },
  },
  "/acceleration-angular": {
    about: [
      "La aceleración angular es el ritmo al que cambia la velocidad angular, α = Δω/Δt. Su unidad del SI es el radián por segundo al cuadrado (rad/s²), que aparece también en la ley de Newton para la rotación, τ = I·α. Un grado por segundo al cuadrado son π/180 rad/s², una revolución por segundo al cuadrado son 2π rad/s² = {{1 rev_s2 deg_s2}} °/s², y una revolución por minuto al cuadrado son 2π/3600 rad/s².",
      "Las unidades basadas en revoluciones vienen de la maquinaria rotativa, donde la velocidad se cuenta en revoluciones: un motor que gana 3000 rpm en 2 segundos acelera a 1500 rpm por segundo, que son 90.000 rev/min² o {{90000 rev_min2 rad_s2}} rad/s². Los grados por segundo al cuadrado aparecen en las especificaciones de control de movimiento y de estabilizadores (gimbals).",
    ],
    useCases: [
      "Dimensionar un motor: el par necesario para acelerar un volante de inercia es τ = I·α, con α en rad/s².",
      "Pasar a rad/s² una rampa de velocidad dada en rpm por minuto o por segundo.",
      "Fijar los límites de aceleración de ejes servo, telescopios o estabilizadores de cámara dados en °/s².",
    ],
    faqs: [
      {
        question: "¿Cómo convierto una rampa en rpm por segundo a rad/s²?",
        answer:
          "Un aumento de 1 rpm cada segundo son 60 rev/min², así que multiplique la cifra en rpm por segundo por 60 y convierta desde rev/min². Por ejemplo, 1500 rpm por segundo son 90.000 rev/min², que son {{90000 rev_min2 rad_s2}} rad/s².",
      },
    ],
    accuracy: {
      definitions:
        "Las unidades se definen de forma exacta a partir del radián: 1 °/s² = π/180 rad/s², 1 rev/s² = 2π rad/s² y 1 rev/min² = 2π/3600 rad/s².",
      caveat:
        "Solo se redondea la presentación, a 6 decimales; los resultados pequeños, como 1 rev/min² = {{1 rev_min2 rad_s2}} rad/s², muestran pocas cifras significativas, así que convierta un valor mayor para obtener más.",
    },
  },
  "/density": {
    about: [
      "La densidad es la masa por unidad de volumen, ρ = m/V. Su unidad del SI es el kilogramo por metro cúbico (kg/m³); el gramo por centímetro cúbico es mil veces mayor, 1 g/cm³ = {{1 g_cm3 kg_m3}} kg/m³, y por eso el agua, con cerca de 1 g/cm³, ronda los 1000 kg/m³ o {{1000 kg_m3 lb_ft3}} lb/ft³. La libra por pie cúbico y la onza por pulgada cúbica se construyen con la libra avoirdupois internacional (0,45359237 kg) y el pie y la pulgada internacionales, así que ambas son exactas: 1 lb/ft³ = {{1 lb_ft3 kg_m3}} kg/m³, y 1 oz/in³ = {{1 oz_in3 lb_ft3}} lb/ft³.",
      "Las tablas de materiales usan kg/m³ o g/cm³ (el acero estructural tiene unos 7850 kg/m³, es decir, {{7850 kg_m3 g_cm3}} g/cm³); la ingeniería y el transporte de EE. UU. usan lb/ft³. Las cuatro unidades de aquí son densidades de masa: la onza es la onza avoirdupois de masa, no la onza líquida ni la onza troy, y un «peso específico» en lbf/ft³ es otra magnitud.",
    ],
    useCases: [
      "Pasar a lb/ft³ la densidad de un material de una hoja de datos métrica para estimar el peso de una pieza.",
      "Calcular la masa a partir del volumen (m = ρ·V) para hormigón, tierra, combustible o carga.",
      "Comprobar la densidad relativa: la densidad de una sustancia en g/cm³ es numéricamente cercana a su densidad relativa respecto al agua.",
      "Pasar resultados de laboratorio en g/cm³ a la unidad del SI, el kg/m³, para un cálculo.",
    ],
    faqs: [
      {
        question: "¿Cuál es la densidad del agua en distintas unidades?",
        answer:
          "El agua pura tiene unos 1000 kg/m³ cerca de 4 °C y algo menos cuando está más caliente (unos 998 kg/m³ a 20 °C). 1000 kg/m³ son {{1000 kg_m3 g_cm3}} g/cm³, {{1000 kg_m3 lb_ft3}} lb/ft³ y {{1000 kg_m3 oz_in3}} oz/in³.",
      },
    ],
    example: { context: "acero estructural" },
    accuracy: {
      definitions:
        "Cada unidad se define de forma exacta en kg/m³ a partir de los prefijos del SI y de la libra y la pulgada internacionales de 1959, así que 1 lb/ft³ = {{1 lb_ft3 kg_m3}} kg/m³ y 1 oz/in³ = {{1 oz_in3 kg_m3}} kg/m³ solo se redondean en pantalla.",
      caveat:
        "Las densidades de los materiales reales varían con la temperatura, la presión y la composición; el conversor cambia de unidad, no corrige esas variaciones.",
    },
  },
  "/specific-volume": {
    about: [
      "El volumen específico es el volumen que ocupa una unidad de masa, v = V/m, la inversa de la densidad. Su unidad del SI es el metro cúbico por kilogramo (m³/kg). El litro por kilogramo y el centímetro cúbico por gramo tienen el mismo tamaño, 1 cm³/g = {{1 cm3_g l_kg}} L/kg = {{1 cm3_g m3_kg}} m³/kg, y el pie cúbico por libra se deriva del pie y la libra exactos: 1 ft³/lb = {{1 ft3_lb m3_kg}} m³/kg.",
      "La termodinámica usa el volumen específico en lugar de la densidad: las tablas de vapor dan v en m³/kg o ft³/lb, y los diagramas psicrométricos de climatización dan el volumen de aire húmedo por libra o kilogramo de aire seco. El agua líquida ocupa unos 0,001 m³/kg, es decir, {{0.001 m3_kg ft3_lb}} ft³/lb.",
    ],
    useCases: [
      "Leer como m³/kg los valores de las tablas de vapor en ft³/lb, o al revés.",
      "Dimensionar conductos y ventiladores a partir de un caudal másico de aire y del volumen específico del aire en un diagrama psicrométrico.",
      "Obtener la densidad a partir del volumen específico (ρ = 1/v) para gases y líquidos.",
    ],
    faqs: [
      {
        question: "¿Cómo obtengo la densidad a partir del volumen específico?",
        answer:
          "Tome el inverso: ρ = 1/v. Un volumen específico de 0,5 m³/kg corresponde a una densidad de 2 kg/m³; para las propias unidades de densidad, use el conversor de densidad.",
      },
    ],
    example: { context: "una cifra típica para el aire de una habitación" },
    accuracy: {
      definitions:
        "El litro y el centímetro cúbico son fracciones decimales exactas del metro cúbico, y el pie cúbico por libra se construye con el pie (0,3048 m) y la libra (0,45359237 kg) exactos.",
      caveat:
        "Los resultados se muestran con 6 decimales, así que un valor como 1 L/kg = {{1 l_kg m3_kg}} m³/kg también es exacto en pantalla.",
    },
  },
  "/moment-inertia": {
    about: [
      "El momento de inercia (momento de inercia de masa) mide lo difícil que es cambiar la rotación de un objeto alrededor de un eje: I = Σ m·r², las masas ponderadas por el cuadrado de su distancia al eje. Cumple en la rotación el papel de la masa (τ = I·α, energía cinética ½·I·ω²). Su unidad del SI es el kilogramo metro cuadrado (kg·m²); 1 kg·m² = {{1 kg_m2 g_cm2}} g·cm² = {{1 kg_m2 lb_ft2}} lb·ft².",
      "Los catálogos de motores y accionamientos dan la inercia del rotor y de la carga en kg·m² o, para motores pequeños, en g·cm² y oz·in² (1 oz·in² = {{1 oz_in2 g_cm2}} g·cm²); los datos estadounidenses de ventiladores, bombas y motores la dan a menudo en lb·ft², a veces escrito WK². La libra y la onza de aquí son masas avoirdupois, así que lb·ft² es una masa por una superficie, no una unidad de libra-fuerza. No es el momento de inercia de superficie (segundo momento de área, en m⁴ o in⁴) que se usa para la flexión de vigas.",
    ],
    useCases: [
      "Ajustar la inercia de una carga a un servomotor o motor paso a paso cuya hoja de datos usa g·cm² u oz·in².",
      "Pasar a kg·m² el WK² en lb·ft² de un motor o ventilador estadounidense para calcular el tiempo de arranque.",
      "Calcular en julios la energía almacenada en un volante de inercia, E = ½·I·ω².",
    ],
    faqs: [
      {
        question: "¿El momento de inercia es lo mismo que el segundo momento de área?",
        answer:
          "No. El momento de inercia de masa de esta página (kg·m²) rige la rotación; el segundo momento de área (m⁴, in⁴), también llamado momento de inercia de superficie, describe la rigidez a flexión de la sección de una viga. Tienen dimensiones distintas y no se pueden convertir el uno en el otro.",
      },
    ],
    accuracy: {
      definitions:
        "Cada unidad es un producto de definiciones exactas: el gramo y el centímetro son fracciones del SI, la libra son 0,45359237 kg y la onza 1/16 lb, el pie 0,3048 m y la pulgada 0,0254 m. Así, 1 lb·ft² = {{1 lb_ft2 kg_m2}} kg·m², redondeado a 6 decimales solo en pantalla.",
    },
  },
  "/moment-force": {
    about: [
      "El momento de una fuerza es su efecto de giro respecto a un punto o un eje: la fuerza por su distancia perpendicular a ese punto, M = F·d. Su unidad del SI es el newton metro (N·m). La libra-fuerza pie, el kilogramo-fuerza metro y la dina centímetro son el mismo producto en otros sistemas: 1 lbf·ft = {{1 lbf_ft nm}} N·m, 1 kgf·m = {{1 kgf_m nm}} N·m exactamente y, en la dina centímetro CGS (la dina es 10⁻⁵ N y el centímetro 10⁻² m), 1 N·m = {{1 nm dyn_cm}} dyn·cm.",
      "Los momentos aparecen en la estática y la ingeniería estructural (momentos flectores en vigas, momentos de vuelco en muros y grúas), en la biomecánica (momentos articulares) y en los problemas de física sobre palancas y equilibrio. El Folleto del SI los escribe en N·m, nunca en julios, aunque ambos sean kg·m²/s²: un julio es energía, y un newton metro de momento es una fuerza que actúa con un brazo de palanca.",
    ],
    useCases: [
      "Comprobar problemas de palancas y vigas entre el SI y las unidades usuales de EE. UU.",
      "Pasar a N·m momentos flectores o de vuelco en kgf·m de referencias antiguas.",
      "Pasar a N·m valores CGS en dyn·cm de la literatura de física.",
    ],
    faqs: [
      {
        question: "¿Qué diferencia hay entre momento de una fuerza y par?",
        answer:
          "Físicamente son la misma magnitud, con las mismas unidades; lo que cambia es el uso. «Par» suele designar una acción de torsión alrededor del eje de un árbol (motores, tornillos), mientras que «momento» se usa para el efecto de giro de las fuerzas sobre estructuras y cuerpos. El conversor de par ofrece el mismo newton metro y la misma libra-fuerza pie, junto con la libra-fuerza pulgada.",
      },
    ],
    accuracy: {
      definitions:
        "Cada unidad es exacta: la libra-fuerza es la libra internacional (0,45359237 kg) por la gravedad estándar (9,80665 m/s²), el kilogramo-fuerza es 1 kg por la gravedad estándar, el pie mide 0,3048 m y la dina es 10⁻⁵ N, así que 1 lbf·ft = {{1 lbf_ft nm}} N·m y solo se redondea la presentación.",
    },
  },
  "/torque": {
    about: [
      "El par (par de torsión o torque) es el efecto de giro de una fuerza: la fuerza por el brazo de palanca con que actúa, τ = F·r. Su unidad del SI es el newton metro (N·m). Una fuerza de una libra-fuerza sobre una llave de un pie da 1 lbf·ft = {{1 lbf_ft nm}} N·m; la libra-fuerza pulgada es la duodécima parte, {{1 lbf_in nm}} N·m; y el kilogramo-fuerza metro, habitual en los manuales de taller antiguos, vale exactamente {{1 kgf_m nm}} N·m.",
      "Las cifras de par están por todas partes en la mecánica: los pares de apriete de los tornillos (tuercas de rueda, culatas, piezas de bicicleta) se dan en N·m en casi todo el mundo, y en lbf·ft, o lbf·in para tornillería pequeña, en EE. UU.; el par de los motores de combustión y eléctricos aparece en N·m y en lb-ft; las llaves dinamométricas suelen estar marcadas en ambas. En el uso estadounidense, «ft-lb» es también la unidad de energía foot-pound (pie-libra), así que los pares suelen escribirse lb-ft o lbf·ft.",
    ],
    useCases: [
      "Ajustar una llave dinamométrica marcada en lbf·ft a un par especificado en N·m, o al revés.",
      "Leer como N·m los pares de tornillería pequeña en lbf·in (bornes eléctricos, piezas de bicicleta).",
      "Comparar el par de motores entre hojas de datos europeas (N·m) y estadounidenses (lb-ft).",
      "Convertir valores en kgf·m de manuales de taller antiguos.",
    ],
    faqs: [
      {
        question: "¿Cómo convierto N·m a lb-ft?",
        answer:
          "Divida entre {{1 lbf_ft nm}}, o multiplique por {{1 nm lbf_ft}}: 100 N·m = {{100 nm lbf_ft}} lbf·ft. En sentido contrario, 100 lbf·ft = {{100 lbf_ft nm}} N·m.",
      },
    ],
    example: { context: "un par de apriete de tuercas de rueda" },
    accuracy: {
      definitions:
        "Las unidades se definen de forma exacta: 1 lbf·ft = {{1 lbf_ft nm}} N·m se deriva de la libra (0,45359237 kg), la gravedad estándar (9,80665 m/s²) y el pie (0,3048 m) exactos, 1 lbf·in = {{1 lbf_in nm}} N·m de la pulgada, y 1 kgf·m = {{1 kgf_m nm}} N·m; solo se redondea la presentación.",
      caveat:
        "Una llave dinamométrica suele tener una precisión de unos pocos por ciento, mucho más gruesa que la de la conversión.",
    },
  },
};
