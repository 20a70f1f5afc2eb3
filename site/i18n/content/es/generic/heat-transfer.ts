import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/generic/heat-transfer.ts. */
export const texts: UnitTranslations = {
  "/thermal-resistance": {
    about: [
      "La resistencia térmica es la diferencia de temperatura necesaria para impulsar una unidad de flujo de calor a través de un objeto, R = ΔT/Q̇. Su unidad del SI es el kelvin por vatio (K/W), idéntico al grado Celsius por vatio (°C/W), porque una diferencia de temperatura de 1 K es una diferencia de 1 °C. La unidad usual de EE. UU. es el grado Fahrenheit (o Rankine) hora por BTU: 1 °F·h/BTU = {{1 f_btu_h k_w}} K/W, con la BTU de la Tabla Internacional (IT).",
      "La electrónica usa esta magnitud constantemente: los disipadores, las almohadillas térmicas y los encapsulados de semiconductores se especifican en °C/W (unión-cápsula, unión-ambiente), y el aumento de temperatura es la potencia por la resistencia, así que un disipador de 2 °C/W que evacua 10 W trabaja 20 °C por encima del aire que lo rodea. Los valores R de los edificios son otra magnitud: son por unidad de superficie (ft²·°F·h/BTU o m²·K/W), así que no se pueden convertir aquí; un R-1 en unidades de EE. UU. son unos 0,17611 m²·K/W.",
    ],
    useCases: [
      "Comparar disipadores y materiales de interfaz térmica especificados en °C/W o K/W.",
      "Calcular el aumento de temperatura de un componente: ΔT = P × R.",
      "Convertir entre el SI y las unidades de EE. UU. las resistencias térmicas de tuberías aisladas o de muros.",
    ],
    faqs: [
      {
        question: "¿Puedo convertir aquí valores R de edificios?",
        answer:
          "No. Un valor R de edificación es una resistencia térmica por unidad de superficie, en ft²·°F·h/BTU o m²·K/W, mientras que esta página convierte la resistencia de un objeto entero en K/W. Para los valores R, multiplique un valor R estadounidense por 0,17611 para obtener m²·K/W (RSI), o divida el RSI entre 0,17611 para obtener la cifra estadounidense.",
      },
    ],
    accuracy: {
      definitions:
        "K/W y °C/W son la misma unidad, y 1 °F·h/BTU = (5/9 K × 3600 s) ÷ 1055,05585262 J = {{1 f_btu_h k_w}} K/W, con la BTU exacta de la Tabla Internacional.",
      caveat:
        "Las versiones en Fahrenheit y en Rankine son iguales porque ambos grados miden 5/9 K.",
    },
  },
  "/thermal-conductivity": {
    about: [
      "La conductividad térmica (k o λ) es la capacidad de un material para conducir el calor: el flujo de calor a través de una unidad de superficie por unidad de espesor y por grado de diferencia de temperatura, en la ley de Fourier q = −k·dT/dx. Su unidad del SI es el vatio por metro kelvin (W/(m·K)). En unidades de EE. UU., 1 BTU/(h·ft·°F) = {{1 btu_h_ft_f w_m_k}} W/(m·K); las unidades métricas antiguas, con la caloría de la Tabla Internacional (4,1868 J), dan 1 kcal/(h·m·°C) = {{1 kcal_h_m_c w_m_k}} W/(m·K) exactamente y 1 cal/(s·cm·°C) = {{1 cal_s_cm_c w_m_k}} W/(m·K).",
      "Los valores abarcan unos cuatro órdenes de magnitud: el cobre, unos 400 W/(m·K); el aluminio, unos 200; el acero al carbono, unos 50; el vidrio, alrededor de 1; el agua, unos 0,6; los materiales aislantes, de 0,03 a 0,04, y el aire en reposo, unos 0,026. En EE. UU., los datos de aislantes se dan a menudo como valor k en BTU·in/(h·ft²·°F), que es la duodécima parte de una BTU/(h·ft·°F).",
    ],
    useCases: [
      "Convertir datos de materiales entre W/(m·K) y BTU/(h·ft·°F).",
      "Calcular la pérdida de calor por conducción a través de un muro o del aislamiento de una tubería, Q = k·A·ΔT/d.",
      "Leer manuales antiguos en kcal/(h·m·°C) o cal/(s·cm·°C).",
      "Comparar materiales de interfaz térmica y metales difusores de calor.",
    ],
    faqs: [
      {
        question: "¿Cómo convierto un valor k en BTU·in/(h·ft²·°F) a W/(m·K)?",
        answer:
          "Divídalo entre 12 para obtener BTU/(h·ft·°F) (una pulgada es la duodécima parte de un pie) y convierta después: un valor k de 0,24 BTU·in/(h·ft²·°F) son 0,02 BTU/(h·ft·°F), que son {{0.02 btu_h_ft_f w_m_k}} W/(m·K).",
      },
    ],
    example: { context: "lana mineral" },
    accuracy: {
      definitions:
        "Cada unidad se define de forma exacta a partir de la BTU (1055,05585262 J) y la caloría (4,1868 J) de la Tabla Internacional, el pie (0,3048 m), la hora (3600 s) y el grado Fahrenheit (5/9 K), así que 1 BTU/(h·ft·°F) = {{1 btu_h_ft_f w_m_k}} W/(m·K) solo se redondea en pantalla.",
      caveat:
        "Los propios valores de los materiales varían con la temperatura, la densidad y la humedad.",
    },
  },
  "/heat-flux-density": {
    about: [
      "La densidad de flujo de calor (flujo de calor, o irradiancia cuando el calor llega como radiación) es el ritmo de flujo de calor a través de una unidad de superficie. Su unidad del SI es el vatio por metro cuadrado (W/m²). En unidades de EE. UU., 1 BTU/(h·ft²) = {{1 btu_h_ft2 w_m2}} W/m² (BTU de la Tabla Internacional); en las unidades métricas antiguas basadas en la caloría de la Tabla Internacional, 1 kcal/(h·m²) = {{1 kcal_h_m2 w_m2}} W/m² exactamente y 1 cal/(s·cm²) = {{1 cal_s_cm2 w_m2}} W/m².",
      "La energía solar es el ejemplo más conocido: la luz del Sol por encima de la atmósfera aporta unos 1361 W/m², y los paneles solares se especifican con una irradiancia estándar de 1000 W/m², que son {{1000 w_m2 btu_h_ft2}} BTU/(h·ft²). El flujo de calor describe también las pérdidas a través de las superficies de los edificios, la carga térmica de la electrónica, la ebullición y el enfriamiento en los intercambiadores de calor, y la exposición radiante de los incendios, que suele darse en kW/m².",
    ],
    useCases: [
      "Convertir la irradiancia solar entre W/m² y BTU/(h·ft²).",
      "Calcular la pérdida de calor a través de un muro o una ventana a partir de un flujo y una superficie.",
      "Comparar los límites de calor radiante de la ingeniería de incendios en kW/m² con datos estadounidenses.",
    ],
    faqs: [
      {
        question: "¿Cómo convierto kW/m² a BTU/(h·ft²)?",
        answer:
          "Multiplique la cifra en kW/m² por 1000 e introdúzcala como W/m²: 1 kW/m² = 1000 W/m² = {{1000 w_m2 btu_h_ft2}} BTU/(h·ft²).",
      },
    ],
    accuracy: {
      definitions:
        "Todas las unidades se definen de forma exacta en W/m²: la BTU de la Tabla Internacional (1055,05585262 J) por hora y por pie cuadrado (0,3048² m²), y la caloría de la Tabla Internacional (4,1868 J) por segundo y por centímetro cuadrado o, como kilocaloría, por hora y por metro cuadrado.",
      caveat: "Los resultados solo se redondean al mostrarlos.",
    },
  },
  "/heat-transfer-coefficient": {
    about: [
      "Un coeficiente de transmisión de calor es el flujo de calor por grado de diferencia de temperatura, h = q/ΔT, o, para un muro o una ventana completos, el coeficiente global U. Su unidad del SI es el vatio por metro cuadrado kelvin (W/(m²·K)). En unidades de EE. UU., 1 BTU/(h·ft²·°F) = {{1 btu_h_ft2_f w_m2_k}} W/(m²·K); con la caloría de la Tabla Internacional, 1 kcal/(h·m²·°C) = {{1 kcal_h_m2_c w_m2_k}} W/(m²·K) exactamente y 1 cal/(s·cm²·°C) = {{1 cal_s_cm2_c w_m2_k}} W/(m²·K).",
      "Los valores U de ventanas y muros se dan en W/(m²·K) en Europa y como U-factor en BTU/(h·ft²·°F) en EE. UU.; cuanto más bajo, mejor aislamiento. Los coeficientes de convección van desde unos pocos W/(m²·K) para el aire en reposo hasta decenas de miles para el agua en ebullición o en condensación. U es la inversa del valor R por unidad de superficie: U en W/(m²·K) = 1/RSI.",
    ],
    useCases: [
      "Comparar el U-factor de una ventana estadounidense con un valor U europeo: U-0,30 son {{0.3 btu_h_ft2_f w_m2_k}} W/(m²·K).",
      "Convertir coeficientes de convección para cálculos de intercambiadores de calor y de refrigeración.",
      "Calcular la pérdida de calor a través de un elemento constructivo: Q = U·A·ΔT.",
    ],
    faqs: [
      {
        question: "¿Cómo paso de un valor U a un valor R?",
        answer:
          "Tome el inverso en el mismo sistema de unidades: R = 1/U. Un valor U de 2 W/(m²·K) es un RSI de 0,5 m²·K/W; un U-factor de 0,25 BTU/(h·ft²·°F) es un R-4 en unidades de EE. UU. Para comparar entre sistemas, convierta primero U en esta página y tome después el inverso.",
      },
    ],
    example: { context: "un U-factor" },
    accuracy: {
      definitions:
        "Las unidades son combinaciones exactas de la BTU (1055,05585262 J) y la caloría (4,1868 J) de la Tabla Internacional, el pie, la hora y el grado Fahrenheit (5/9 K), así que 1 BTU/(h·ft²·°F) = {{1 btu_h_ft2_f w_m2_k}} W/(m²·K) solo se redondea en pantalla.",
      caveat: "K y °C son intercambiables aquí porque solo intervienen diferencias de temperatura.",
    },
  },
};
