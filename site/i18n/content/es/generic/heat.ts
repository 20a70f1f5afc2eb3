import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/generic/heat.ts. */
export const texts: UnitTranslations = {
  "/fuel-efficiency-mass": {
    about: [
      "El consumo de combustible en masa es la masa de combustible que usa un vehículo por distancia recorrida. Su forma SI es el kilogramo por metro; en la práctica se escribe en kilogramos por 100 kilómetros (kg/100 km) o gramos por kilómetro (g/km), y 1 kg/100 km = {{1 kg_100km g_km}} g/km exactamente. La libra y la onza por milla del sistema usual de EE. UU. usan la libra avoirdupois internacional (0,45359237 kg, y la onza 1/16 de ella) y la milla internacional (1609,344 m): 1 lb/mi = {{1 lb_mi g_km}} g/km.",
      "La masa es la medida natural para los combustibles cuyo volumen depende mucho de la presión y la temperatura: el hidrógeno de los coches de pila de combustible y, en muchos países, el gas natural comprimido (GNC) se venden y se especifican en kilogramos, así que su consumo se da en kg/100 km. Las mismas unidades expresan cualquier masa por distancia, por ejemplo las emisiones de CO₂, que Europa da en g/km y la EPA de EE. UU. en gramos por milla.",
    ],
    useCases: [
      "Comparar el consumo de hidrógeno o de GNC de vehículos especificado en kg/100 km.",
      "Pasar cifras de CO₂ de g/km a g/mi y viceversa (1 g/km son {{1 g_km oz_mi}} oz/mi).",
      "Estimar la masa de combustible de un viaje a partir de una cifra de consumo y una distancia.",
    ],
    faqs: [
      {
        question: "¿Cómo paso de kg/100 km a una cifra de volumen como L/100 km?",
        answer:
          "Necesita la densidad del combustible, porque la masa y el volumen son magnitudes distintas: divida el consumo en masa entre la densidad (kg/L) para obtener L/100 km. Para gases como el hidrógeno o el GNC, la densidad depende de la presión y la temperatura, y por eso su consumo se indica en masa.",
      },
    ],
    accuracy: {
      definitions:
        "Todas las unidades se definen de forma exacta en kg/m a partir de los prefijos del SI, la libra internacional (0,45359237 kg) y la milla internacional (1609,344 m), así que 1 oz/mi = {{1 oz_mi g_km}} g/km solo se redondea al mostrarlo.",
      caveat:
        "El combustible que gasta realmente un vehículo depende del ciclo de ensayo y de la conducción, algo que ninguna conversión de unidades cambia.",
    },
  },
  "/fuel-efficiency-volume": {
    about: [
      "El consumo de combustible en volumen es el volumen de combustible usado por distancia, la cifra que Europa y buena parte del mundo dan en litros por 100 kilómetros (L/100 km). El litro por kilómetro es cien veces mayor, 1 L/km = {{1 l_km l_100km}} L/100 km. Las unidades usuales de EE. UU. de aquí usan el galón líquido de EE. UU. (231 in³ exactos, 3,785411784 L) y la pinta líquida de EE. UU. (1/8 de galón) por milla internacional: 1 gal/mi = {{1 gal_mi l_100km}} L/100 km y 1 pt/mi = {{1 pt_mi l_100km}} L/100 km.",
      "En estas unidades, menos es mejor: miden el combustible gastado, a diferencia de las millas por galón, que miden la distancia por combustible y son la inversa (L/100 km = {{1 mpg_us l_100km}} ÷ mpg EE. UU.). El conversor de consumo de combustible convierte desde y hacia mpg (EE. UU. y R. U.) y km/L; los galones por 100 millas de la etiqueta de consumo estadounidense son 100 × gal/mi.",
    ],
    useCases: [
      "Comparar los L/100 km de un coche europeo con una cifra de consumo en galones de EE. UU. por milla.",
      "Calcular volúmenes de combustible de una flota o de un viaje a partir de un consumo por distancia.",
      "Contrastar con los L/100 km la cifra de galones por 100 millas de una etiqueta estadounidense.",
    ],
    faqs: [
      {
        question: "¿Cómo convierto L/100 km a mpg?",
        answer:
          "Divida {{1 mpg_us l_100km}} entre la cifra en L/100 km para obtener mpg de EE. UU. (o {{1 mpg_uk l_100km}} para mpg del R. U.): 6 L/100 km son {{6 l_100km mpg_us}} mpg (EE. UU.). Esta página solo convierte entre unidades de consumo; el conversor de consumo de combustible hace directamente la conversión a mpg.",
      },
    ],
    example: { note: "El galón es el galón de EE. UU." },
    accuracy: {
      definitions:
        "El litro es exactamente 1 dm³, el galón de EE. UU. exactamente 231 in³ (3,785411784 L), con la pinta como 1/8 de él, y la milla exactamente 1609,344 m, así que todo factor es exacto y solo se redondea en pantalla.",
      caveat:
        "El galón y la pinta son medidas líquidas de EE. UU.; un galón imperial (4,54609 L) es en torno a un 20 % mayor.",
    },
  },
  "/temperature-interval": {
    about: [
      "Esta página convierte diferencias (intervalos) de temperatura, no temperaturas. Una diferencia no tiene un cero que desplazar, así que solo importa el tamaño del grado: un kelvin y un grado Celsius tienen el mismo tamaño, igual que un grado Fahrenheit y un grado Rankine, y un grado Celsius equivale a {{1 c f}} grados Fahrenheit. Una subida de 1 °C es, por tanto, una subida de {{1 c f}} °F, y 10 K son {{10 k f}} °F, sin ningún +32.",
      "La distinción importa en la práctica: una temperatura de 20 °C son 68 °F, pero un cambio de 20 °C es un cambio de {{20 c f}} °F. Los intervalos aparecen siempre que algo sube, baja u oscila: cambios del tiempo, la banda de conmutación de un termostato, el calentamiento de un motor o de un transformador (especificado en kelvin), el ΔT de un intercambiador de calor o las cifras de calentamiento de los informes sobre el clima. Para convertir la lectura de un termómetro, use en su lugar el conversor de temperatura.",
    ],
    useCases: [
      "Pasar a grados Fahrenheit un cambio previsto («mañana, 5 °C más frío»): {{5 c f}} °F.",
      "Convertir entre °F y K un ΔT de una fórmula de transmisión de calor (Q = m·c·ΔT).",
      "Leer como diferencias en °F los límites de calentamiento de equipos dados en K.",
      "Comparar la histéresis de un termostato o la precisión de un sensor (±0,5 °C son ±{{0.5 c f}} °F).",
    ],
    faqs: [
      {
        question: "¿Por qué una diferencia de 10 °C no son 50 °F?",
        answer:
          "50 °F es la temperatura que marca 10 °C en un termómetro, lo que incluye el desfase de 32° entre los ceros de las escalas. Una diferencia de 10 °C abarca {{10 c f}} grados Fahrenheit, porque cada grado Celsius son {{1 c f}} grados Fahrenheit y los desfases se anulan.",
      },
    ],
    example: { context: "un aumento de temperatura" },
    accuracy: {
      definitions:
        "El kelvin y el grado Celsius tienen el mismo tamaño, y los grados Fahrenheit y Rankine son exactamente 5/9 de kelvin, así que una diferencia de 1 °F = {{1 f k}} K (la presentación redondea 5/9 a 6 decimales).",
      caveat:
        "El resultado solo es correcto para diferencias: aplicado a una lectura de temperatura aislada sería erróneo, porque omite el desfase de 32° entre las escalas.",
    },
  },
  "/thermal-expansion": {
    about: [
      "El coeficiente de dilatación térmica indica en qué fracción crece un material por cada grado de aumento de temperatura: α = (ΔL/L)/ΔT para la longitud, y unos 3α para el volumen de un sólido isótropo. Su unidad del SI es el kelvin a la menos uno (1/K, K⁻¹), igual a 1/°C porque los dos grados tienen el mismo tamaño. Por grado Fahrenheit o Rankine la cifra es menor, porque ese grado es más pequeño: 1/°F = {{1 f_1 k_1}} /K.",
      "Los coeficientes son diminutos, así que las tablas los dan en 10⁻⁶/K (también escrito ppm/K o µm/(m·K)): el acero tiene unos 12 × 10⁻⁶/K, que son {{12 k_1 f_1}} × 10⁻⁶/°F, y el aluminio unos 23 × 10⁻⁶/K, o {{23 k_1 f_1}} × 10⁻⁶/°F. Como la conversión es un simple factor, puede convertir el número que va delante de 10⁻⁶ y conservar la potencia de diez.",
    ],
    useCases: [
      "Convertir el coeficiente de dilatación de la hoja de datos de un material entre valores por °C y por °F.",
      "Dimensionar juntas y liras de dilatación en tuberías, carriles y puentes: ΔL = α·L·ΔT.",
      "Ajustar la dilatación de materiales unidos entre sí, como placas de circuito impreso y componentes, o sellos de vidrio y metal.",
    ],
    faqs: [
      {
        question: "¿Por qué el coeficiente por °F es menor que el coeficiente por °C?",
        answer:
          "Un grado Fahrenheit es solo 5/9 de un grado Celsius, así que un material se dilata menos por °F que por °C. El coeficiente en 1/°F es el de 1/°C dividido entre {{1 f_1 c_1}}: 1 /K = {{1 k_1 f_1}} /°F.",
      },
    ],
    example: {
      note: "Para valores escritos como «× 10⁻⁶», introduzca el número que va delante: 12 (× 10⁻⁶/K) da {{12 k_1 f_1}} (× 10⁻⁶/°F).",
    },
    accuracy: {
      definitions:
        "1/K y 1/°C son idénticos y, como un grado Fahrenheit o Rankine mide exactamente 5/9 K, 1/°F = 1/°R = exactamente {{1 f_1 k_1}} /K.",
      caveat:
        "Si introduce directamente valores muy pequeños (0,000012), solo se muestran 6 decimales, así que use la forma con 10⁻⁶ para conservar toda la precisión.",
    },
  },
  "/specific-heat-capacity": {
    about: [
      "La capacidad calorífica específica (calor específico) es el calor necesario para elevar un grado la temperatura de una unidad de masa, c = Q/(m·ΔT). Su unidad del SI es el julio por kilogramo kelvin (J/(kg·K)). Las otras tres unidades de esta página tienen exactamente el mismo tamaño, {{1 btu_lb_f j_kg_k}} J/(kg·K), porque la caloría (4,1868 J) y la BTU de la Tabla Internacional se definieron para que 1 cal/(g·°C) = 1 kcal/(kg·°C) = 1 BTU/(lb·°F).",
      "El agua líquida tiene un calor específico de unos 4,18 kJ/(kg·K), es decir, cercano a 1 en las unidades de calorías y de BTU, la razón histórica de esas unidades. Valores típicos: el aire seco, unos 1005 J/(kg·K); el aluminio, unos 900 J/(kg·K); el acero, aproximadamente de 450 a 500 J/(kg·K). La caloría de aquí es la caloría de la Tabla Internacional; la caloría termoquímica (4,184 J) es en torno a un 0,07 % menor.",
    ],
    useCases: [
      "Calcular la energía de calentamiento o de enfriamiento, Q = m·c·ΔT, con c de una tabla SI o estadounidense.",
      "Convertir datos de materiales entre J/(kg·K) y BTU/(lb·°F) o cal/(g·°C).",
      "Dimensionar calentadores de agua, almacenamiento térmico e intercambiadores de calor.",
    ],
    faqs: [
      {
        question: "¿Por qué BTU/(lb·°F) y cal/(g·°C) son lo mismo?",
        answer:
          "Ambas se basaron en la capacidad calorífica del agua: la caloría calienta un gramo de agua alrededor de 1 °C, y la BTU una libra de agua alrededor de 1 °F. Cuando se fijaron los valores de la Tabla Internacional, en 1956, se eligieron de modo que las dos unidades de calor específico fueran exactamente iguales, {{1 btu_lb_f j_kg_k}} J/(kg·K).",
      },
    ],
    example: { context: "el calor específico del aluminio" },
    accuracy: {
      definitions:
        "La caloría es la caloría de la Tabla Internacional, exactamente 4,1868 J, y la BTU la BTU de la Tabla Internacional (1055,05585262 J), así que 1 BTU/(lb·°F) = 1 cal/(g·°C) = {{1 cal_g_c j_kg_k}} J/(kg·K) exactamente.",
      caveat: "Un valor dado en calorías termoquímicas (4,184 J) diferiría en torno a un 0,07 %.",
    },
  },
  "/heat-density": {
    about: [
      "La densidad de calor es energía por unidad de volumen. Su unidad del SI es el julio por metro cúbico (J/m³). La BTU por pie cúbico (BTU de la Tabla Internacional) son {{1 btu_ft3 j_m3}} J/m³, la caloría por centímetro cúbico (caloría de la Tabla Internacional, 4,1868 J) son {{1 cal_cm3 j_m3}} J/m³, y el vatio hora por litro son exactamente {{1 wh_l j_m3}} J/m³.",
      "Estas unidades miden el poder calorífico de los gases combustibles (unas 1000 BTU/ft³ para el gas natural de EE. UU., es decir, {{1000 btu_ft3 wh_l}} Wh/L), la densidad energética volumétrica de las baterías (Wh/L) y la capacidad del almacenamiento térmico. Un poder calorífico en kWh/m³, como el que figura en muchas facturas de gas europeas, es numéricamente igual en Wh/L. Los poderes caloríficos de los gases dependen de la temperatura y la presión de referencia del volumen, que una conversión de unidades deja sin cambios.",
    ],
    useCases: [
      "Convertir el poder calorífico del gas natural entre BTU/ft³ y MJ/m³ (J/m³).",
      "Comparar densidades energéticas de baterías en Wh/L con la energía por volumen de los combustibles.",
      "Estimar la energía almacenada por volumen en depósitos de agua caliente o de cambio de fase.",
    ],
    faqs: [
      {
        question: "¿Cómo convierto MJ/m³ a BTU/ft³?",
        answer:
          "Introduzca el valor en J/m³ (1 MJ/m³ son 10⁶ J/m³): 1 MJ/m³ = {{1000000 j_m3 btu_ft3}} BTU/ft³, así que un gas de 38 MJ/m³ aporta {{38000000 j_m3 btu_ft3}} BTU/ft³.",
      },
    ],
    accuracy: {
      definitions:
        "Todas las unidades son exactas en J/m³: la BTU de la Tabla Internacional (1055,05585262 J) entre el pie cúbico (0,3048³ m³), la caloría de la Tabla Internacional (4,1868 J) entre el centímetro cúbico, y el vatio hora (3600 J) entre el litro.",
      caveat:
        "Los resultados muy pequeños, como 1 J/m³ en BTU/ft³, muestran pocas cifras con 6 decimales, así que convierta en escalones del orden del MJ (1.000.000 J/m³ = {{1000000 j_m3 btu_ft3}} BTU/ft³).",
    },
  },
};
