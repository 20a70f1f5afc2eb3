import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/category/power.ts. */
export const texts: UnitTranslations = {
  "/power": {
    about: [
      "Potência é a taxa com que a energia é transferida ou o trabalho é realizado. Sua unidade SI é o watt (W), um joule por segundo ({{1 w j_s}} J/s). Os múltiplos métricos vão do picowatt dos receptores de rádio ao terawatt das redes elétricas nacionais: um quilowatt tem {{1 kw w}} W, um megawatt {{1 mw kw}} kW. Energia é potência multiplicada por tempo; assim, um quilowatt usado durante uma hora é um quilowatt-hora de energia.",
      "O horsepower tem várias definições, que esta página mantém separadas. O horsepower mecânico (imperial) vale {{1 hp ft_lbf_s}} pés-libra-força por segundo, {{1 hp w}} W. O cavalo-vapor métrico (PS, CV, pk) vale {{1 hp_metric kg_m_s}} quilogramas-força-metro por segundo, exatamente {{1 hp_metric w}} W, cerca de {{1 hp_metric hp}} horsepower mecânico. O horsepower elétrico vale exatamente {{1 hp_electric w}} W, e o horsepower de caldeira, uma classificação de caldeiras a vapor, vale bem mais: {{1 hp_boiler kw}} kW.",
      "Nos EUA, os equipamentos de aquecimento e refrigeração são classificados em BTU por hora: 1 kW equivale a {{1 kw btu_h}} BTU/h, e uma tonelada de refrigeração, o resfriamento que derrete uma tonelada curta de gelo em um dia, equivale a {{1 ton_ref btu_h}} BTU/h ou {{1 ton_ref kw}} kW. O MMBtu/h desta página é um milhão de BTU por hora ({{1 mbtu_h kw}} kW), e não mil. O volt-ampere (VA, kVA) mede a potência elétrica aparente; aqui ele é convertido como um watt por VA, mas a potência real de uma carga de corrente alternada é o valor em VA multiplicado pelo seu fator de potência. A unidade listada com o código solar_mass é a luminosidade solar nominal da UAI, a potência que o Sol irradia ({{1 solar_mass w}} W), e não uma massa.",
    ],
    useCases: [
      "Comparar a potência de motores de carros: 150 kW equivalem a {{150 kw hp}} hp (mecânicos) ou {{150 kw hp_metric}} PS, e 300 hp a {{300 hp kw}} kW.",
      "Dimensionar um ar-condicionado ou uma bomba de calor: um aparelho de 12.000 BTU/h tem {{12000 btu_h kw}} kW, ou {{12000 btu_h ton_ref}} tonelada de refrigeração.",
      "Comparar aquecedores elétricos e caldeiras classificados em kW e BTU/h: um aquecedor de 3 kW fornece {{3 kw btu_h}} BTU/h.",
      "Escolher um motor para uma bomba ou um compressor: um motor de 5 hp tem uma potência mecânica de saída de {{5 hp kw}} kW.",
      "Ler números de usinas e de redes elétricas: 1 GW equivale a {{1 gw mw}} MW.",
      "Ler dados de calorímetros em calorias por segundo: 1 cal/s (caloria da Tabela Internacional) equivale a {{1 cal_s w}} W.",
    ],
    guides: [
      {
        title: "Como converter potência à mão",
        content: [
          "De horsepower mecânico para quilowatts: multiplique por {{1 hp kw}}; de quilowatts para horsepower: multiplique por {{1 kw hp}}. De cavalo-vapor métrico (PS) para quilowatts: multiplique por {{1 hp_metric kw}}. Uma estimativa rápida é que 4 hp dão cerca de 3 kW ({{4 hp kw}} kW, na verdade).",
          "De kW para BTU/h: multiplique por {{1 kw btu_h}}. De BTU/h para watts: multiplique por {{1 btu_h w}}. De toneladas de refrigeração para kW: multiplique por {{1 ton_ref kw}}.",
        ],
      },
      {
        title: "Qual horsepower?",
        content: [
          "Dados de carros e motores dos EUA e do Reino Unido geralmente dão o horsepower mecânico (hp, bhp). Os números da Europa continental muitas vezes dão o cavalo-vapor métrico (PS em alemão, CV em francês, italiano e espanhol, pk em neerlandês), um pouco menor: 100 PS equivalem a {{100 hp_metric hp}} hp. Os números oficiais da UE são dados em quilowatts, o que evita a questão.",
          "O horsepower elétrico, usado na classificação de motores elétricos, vale exatamente {{1 hp_electric w}} W. O horsepower de caldeira ({{1 hp_boiler w}} W) mede a produção de vapor de uma caldeira e não tem relação de tamanho com os demais.",
        ],
      },
    ],
    tips: [
      {
        title: "Potência e energia são diferentes",
        content: [
          "W, kW e hp são taxas; Wh, kWh e BTU são quantidades. Um aparelho de 2 kW funcionando por 30 minutos consome 1 kWh.",
        ],
      },
      {
        title: "VA nem sempre é W",
        content: [
          "Para transformadores, nobreaks e geradores, a potência nominal em kVA vezes o fator de potência dá os kW reais. O conversor mostra o mesmo número para os dois.",
        ],
      },
      {
        title: "Escreva MMBtu/h",
        content: [
          "Um queimador classificado em “MBH” ou “MBtu/h” geralmente está em milhares de BTU por hora; o MMBtu/h daqui é um milhão.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos kW tem 1 horsepower?",
        answer:
          "Um horsepower mecânico equivale a {{1 hp kw}} kW ({{1 hp w}} W). Um cavalo-vapor métrico (PS) equivale a {{1 hp_metric kw}} kW, e um horsepower elétrico a {{1 hp_electric kw}} kW.",
      },
      {
        question: "Quantos horsepower há em um quilowatt?",
        answer:
          "Um quilowatt equivale a {{1 kw hp}} horsepower mecânico, ou {{1 kw hp_metric}} cavalo-vapor métrico (PS).",
      },
      {
        question: "Qual é a diferença entre hp e PS?",
        answer:
          "hp é o horsepower mecânico, {{1 hp ft_lbf_s}} ft·lbf/s ou {{1 hp w}} W. PS é o cavalo-vapor métrico, {{1 hp_metric kg_m_s}} kgf·m/s ou {{1 hp_metric w}} W. Um PS equivale a {{1 hp_metric hp}} hp.",
      },
      {
        question: "Quantos BTU por hora tem uma tonelada de ar-condicionado?",
        answer:
          "Uma tonelada de refrigeração equivale a {{1 ton_ref btu_h}} BTU/h, ou seja, {{1 ton_ref kw}} kW. Um aparelho de 2 toneladas remove, portanto, {{2 ton_ref btu_h}} BTU/h.",
      },
      {
        question: "Como converto watts em BTU por hora?",
        answer:
          "Multiplique por {{1 w btu_h}}. Por exemplo, um aquecedor de ambiente de 1.500 W fornece {{1500 w btu_h}} BTU/h. Um BTU/h equivale a {{1 btu_h w}} W.",
      },
      {
        question: "Por que a página de potência lista uma unidade chamada solar_mass?",
        answer:
          "É a luminosidade solar nominal definida pela UAI em 2015, a potência que o Sol irradia: {{1 solar_mass w}} W. O código é um nome impróprio herdado de listas de unidades mais antigas; a página rotula a unidade pelo que ela é, uma potência, e não uma massa.",
      },
    ],
  },
};
