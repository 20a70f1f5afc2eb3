import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/generic/heat-transfer.ts. */
export const texts: UnitTranslations = {
  "/thermal-resistance": {
    about: [
      "A resistência térmica é a diferença de temperatura necessária para impulsionar uma unidade de fluxo de calor através de um objeto, R = ΔT/Q̇. Sua unidade SI é o kelvin por watt (K/W), idêntico ao grau Celsius por watt (°C/W), porque uma diferença de temperatura de 1 K é uma diferença de 1 °C. A unidade usual dos EUA é o grau Fahrenheit (ou Rankine) hora por BTU: 1 °F·h/BTU = {{1 f_btu_h k_w}} K/W, usando o BTU da Tabela Internacional.",
      "A eletrônica usa essa grandeza o tempo todo: dissipadores, pads térmicos e encapsulamentos de semicondutores são especificados em °C/W (junção-encapsulamento, junção-ambiente), e o aumento de temperatura é a potência vezes a resistência, então um dissipador de 2 °C/W que conduz 10 W trabalha 20 °C acima do ar ao redor. Os valores R de edificações são outra grandeza: são por unidade de área (ft²·°F·h/BTU ou m²·K/W), por isso não podem ser convertidos aqui; R-1 em unidades americanas equivale a cerca de 0,17611 m²·K/W.",
    ],
    useCases: [
      "Comparar dissipadores e materiais de interface térmica especificados em °C/W ou K/W.",
      "Calcular o aumento de temperatura de um componente: ΔT = P × R.",
      "Converter resistências térmicas de tubos isolados ou de paredes entre unidades SI e americanas.",
    ],
    faqs: [
      {
        question: "Posso converter aqui valores R de edificações?",
        answer:
          "Não. Um valor R de edificação é resistência térmica por unidade de área (isolância), em ft²·°F·h/BTU ou m²·K/W, enquanto esta página converte a resistência de um objeto inteiro, em K/W. Para valores R, multiplique um valor R americano por 0,17611 para obter m²·K/W (RSI), ou divida o RSI por 0,17611 para ter o valor americano.",
      },
    ],
    accuracy: {
      definitions:
        "K/W e °C/W são a mesma unidade, e 1 °F·h/BTU = (5/9 K × 3.600 s) ÷ 1.055,05585262 J = {{1 f_btu_h k_w}} K/W, com o BTU exato da Tabela Internacional.",
      caveat:
        "As versões em Fahrenheit e em Rankine são iguais porque os dois graus têm 5/9 K de tamanho.",
    },
  },
  "/thermal-conductivity": {
    about: [
      "A condutividade térmica (k ou λ) é a capacidade de um material de conduzir calor: o fluxo de calor através de uma unidade de área, por unidade de espessura e por grau de diferença de temperatura, na lei de Fourier q = −k·dT/dx. Sua unidade SI é o watt por metro-kelvin (W/(m·K)). Em unidades americanas, 1 BTU/(h·ft·°F) = {{1 btu_h_ft_f w_m_k}} W/(m·K); as unidades métricas mais antigas, com a caloria da Tabela Internacional (4,1868 J), dão 1 kcal/(h·m·°C) = {{1 kcal_h_m_c w_m_k}} W/(m·K) exatamente e 1 cal/(s·cm·°C) = {{1 cal_s_cm_c w_m_k}} W/(m·K).",
      "Os valores abrangem cerca de quatro ordens de grandeza: o cobre tem cerca de 400 W/(m·K), o alumínio cerca de 200, o aço-carbono cerca de 50, o vidro cerca de 1, a água cerca de 0,6, os materiais isolantes cerca de 0,03 a 0,04 e o ar parado cerca de 0,026. Os dados de isolamento nos EUA muitas vezes são dados como valor k em BTU·in/(h·ft²·°F), que é um doze avos de BTU/(h·ft·°F).",
    ],
    useCases: [
      "Converter dados de materiais entre W/(m·K) e BTU/(h·ft·°F).",
      "Calcular a perda de calor por condução através de uma parede ou do isolamento de um tubo, Q = k·A·ΔT/d.",
      "Ler manuais antigos em kcal/(h·m·°C) ou cal/(s·cm·°C).",
      "Comparar materiais de interface térmica e metais para espalhadores de calor.",
    ],
    faqs: [
      {
        question: "Como converto um valor k em BTU·in/(h·ft²·°F) para W/(m·K)?",
        answer:
          "Divida-o por 12 para obter BTU/(h·ft·°F) (uma polegada é um doze avos de pé) e depois converta: um valor k de 0,24 BTU·in/(h·ft²·°F) são 0,02 BTU/(h·ft·°F), o que dá {{0.02 btu_h_ft_f w_m_k}} W/(m·K).",
      },
    ],
    example: { context: "lã mineral" },
    accuracy: {
      definitions:
        "Cada unidade é definida exatamente a partir do BTU (1.055,05585262 J) e da caloria (4,1868 J) da Tabela Internacional, do pé (0,3048 m), da hora (3.600 s) e do grau Fahrenheit (5/9 K), então 1 BTU/(h·ft·°F) = {{1 btu_h_ft_f w_m_k}} W/(m·K) só é arredondado na tela.",
      caveat:
        "Os próprios valores dos materiais variam com a temperatura, a densidade e a umidade.",
    },
  },
  "/heat-flux-density": {
    about: [
      "A densidade de fluxo de calor (fluxo de calor, ou irradiância quando o calor chega como radiação) é a taxa de fluxo de calor através de uma unidade de área. Sua unidade SI é o watt por metro quadrado (W/m²). Em unidades americanas, 1 BTU/(h·ft²) = {{1 btu_h_ft2 w_m2}} W/m² (BTU da Tabela Internacional); nas unidades métricas mais antigas, baseadas na caloria da Tabela Internacional, 1 kcal/(h·m²) = {{1 kcal_h_m2 w_m2}} W/m² exatamente e 1 cal/(s·cm²) = {{1 cal_s_cm2 w_m2}} W/m².",
      "A energia solar é o exemplo mais conhecido: a luz do Sol acima da atmosfera fornece cerca de 1.361 W/m², e os painéis solares são especificados sob uma irradiância padrão de 1.000 W/m², o que dá {{1000 w_m2 btu_h_ft2}} BTU/(h·ft²). O fluxo de calor também descreve as perdas através das superfícies de edifícios, a carga térmica de eletrônicos, a ebulição e o resfriamento em trocadores de calor e a exposição radiante de incêndios, geralmente dada em kW/m².",
    ],
    useCases: [
      "Converter irradiância solar entre W/m² e BTU/(h·ft²).",
      "Calcular a perda de calor através de uma parede ou janela a partir de um fluxo e de uma área.",
      "Comparar limites de calor radiante da engenharia de incêndio em kW/m² com dados americanos.",
    ],
    faqs: [
      {
        question: "Como converto kW/m² em BTU/(h·ft²)?",
        answer:
          "Multiplique o valor em kW/m² por 1.000 e digite-o como W/m²: 1 kW/m² = 1.000 W/m² = {{1000 w_m2 btu_h_ft2}} BTU/(h·ft²).",
      },
    ],
    accuracy: {
      definitions:
        "Toda unidade é definida exatamente em W/m²: o BTU da Tabela Internacional (1.055,05585262 J) por hora por pé quadrado (0,3048² m²), e a caloria da Tabela Internacional (4,1868 J) por segundo por centímetro quadrado ou, como quilocaloria, por hora por metro quadrado.",
      caveat: "Os resultados só são arredondados na exibição.",
    },
  },
  "/heat-transfer-coefficient": {
    about: [
      "Um coeficiente de transferência de calor é o fluxo de calor por grau de diferença de temperatura, h = q/ΔT, ou, para uma parede ou janela inteira, o coeficiente global U. Sua unidade SI é o watt por metro quadrado-kelvin (W/(m²·K)). Em unidades americanas, 1 BTU/(h·ft²·°F) = {{1 btu_h_ft2_f w_m2_k}} W/(m²·K); com a caloria da Tabela Internacional, 1 kcal/(h·m²·°C) = {{1 kcal_h_m2_c w_m2_k}} W/(m²·K) exatamente e 1 cal/(s·cm²·°C) = {{1 cal_s_cm2_c w_m2_k}} W/(m²·K).",
      "Os valores U de janelas e paredes são dados em W/(m²·K) na Europa e como U-factor em BTU/(h·ft²·°F) nos EUA; quanto menor, melhor o isolamento. Os coeficientes de convecção vão de alguns W/(m²·K) para o ar parado a dezenas de milhares para a água em ebulição e em condensação. U é o inverso do valor R por área: U em W/(m²·K) = 1/RSI.",
    ],
    useCases: [
      "Comparar o U-factor de uma janela americana com um valor U europeu: U-0,30 são {{0.3 btu_h_ft2_f w_m2_k}} W/(m²·K).",
      "Converter coeficientes de convecção para cálculos de trocadores de calor e de resfriamento.",
      "Calcular a perda de calor através de um elemento construtivo: Q = U·A·ΔT.",
    ],
    faqs: [
      {
        question: "Como converto um valor U num valor R?",
        answer:
          "Calcule o inverso no mesmo sistema de unidades: R = 1/U. Um valor U de 2 W/(m²·K) corresponde a um RSI de 0,5 m²·K/W; um U-factor de 0,25 BTU/(h·ft²·°F) corresponde a R-4 em unidades americanas. Para comparar entre sistemas, converta primeiro o U nesta página e depois calcule o inverso.",
      },
    ],
    example: { context: "um U-factor" },
    accuracy: {
      definitions:
        "As unidades são combinações exatas do BTU (1.055,05585262 J) e da caloria (4,1868 J) da Tabela Internacional, do pé, da hora e do grau Fahrenheit (5/9 K), então 1 BTU/(h·ft²·°F) = {{1 btu_h_ft2_f w_m2_k}} W/(m²·K) só é arredondado na tela.",
      caveat: "K e °C são intercambiáveis aqui porque só entram diferenças de temperatura.",
    },
  },
};
