import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/generic/heat.ts. */
export const texts: UnitTranslations = {
  "/fuel-efficiency-mass": {
    about: [
      "O consumo de combustível em massa é a massa de combustível que um veículo gasta por distância percorrida. Sua forma SI é o quilograma por metro; na prática, ele é escrito em quilogramas por 100 quilômetros (kg/100 km) ou gramas por quilômetro (g/km), e 1 kg/100 km = {{1 kg_100km g_km}} g/km exatamente. A libra e a onça por milha, unidades usuais dos EUA, usam a libra avoirdupois internacional (0,45359237 kg, com a onça valendo 1/16 dela) e a milha internacional (1.609,344 m): 1 lb/mi = {{1 lb_mi g_km}} g/km.",
      "A massa é a medida natural para combustíveis cujo volume depende muito da pressão e da temperatura: o hidrogênio dos carros a célula a combustível e, em muitos países, o gás natural comprimido (GNC) são vendidos e especificados em quilogramas, por isso o seu consumo é dado em kg/100 km. As mesmas unidades expressam qualquer massa por distância, por exemplo as emissões de CO₂, que a Europa informa em g/km e a EPA americana em gramas por milha.",
    ],
    useCases: [
      "Comparar o consumo de hidrogênio ou de GNC de veículos especificado em kg/100 km.",
      "Converter valores de CO₂ entre g/km e g/mi (1 g/km são {{1 g_km oz_mi}} oz/mi).",
      "Estimar a massa de combustível para uma viagem a partir de um consumo e de uma distância.",
    ],
    faqs: [
      {
        question: "Como converto kg/100 km num valor em volume, como L/100 km?",
        answer:
          "Você precisa da densidade do combustível, porque massa e volume são grandezas diferentes: divida o consumo em massa pela densidade (kg/L) para obter L/100 km. Para gases como o hidrogênio ou o GNC, a densidade depende da pressão e da temperatura, e é por isso que o consumo deles é dado em massa.",
      },
    ],
    accuracy: {
      definitions:
        "Toda unidade é definida exatamente em kg/m a partir dos prefixos SI, da libra internacional (0,45359237 kg) e da milha internacional (1.609,344 m), então 1 oz/mi = {{1 oz_mi g_km}} g/km só é arredondado na exibição.",
      caveat:
        "O quanto um veículo realmente consome depende do ciclo de ensaio e da forma de dirigir, e nenhuma conversão de unidades muda isso.",
    },
  },
  "/fuel-efficiency-volume": {
    about: [
      "O consumo de combustível em volume é o volume de combustível gasto por distância, o valor que a Europa e boa parte do mundo informam em litros por 100 quilômetros (L/100 km). O litro por quilômetro é cem vezes maior, 1 L/km = {{1 l_km l_100km}} L/100 km. As unidades usuais dos EUA desta página usam o galão líquido americano (exatamente 231 in³, 3,785411784 L) e o pint líquido americano (1/8 de galão) por milha internacional: 1 gal/mi = {{1 gal_mi l_100km}} L/100 km e 1 pt/mi = {{1 pt_mi l_100km}} L/100 km.",
      "Nessas unidades, quanto menor, melhor: elas medem o combustível gasto, ao contrário das milhas por galão, que medem a distância por combustível e são o inverso (L/100 km = {{1 mpg_us l_100km}} ÷ mpg dos EUA). O Conversor de Consumo de Combustível converte de e para mpg (EUA e Reino Unido) e km/L; os galões por 100 milhas da etiqueta de economia de combustível dos EUA são 100 × gal/mi.",
    ],
    useCases: [
      "Comparar o L/100 km de um carro europeu com um consumo em galões americanos por milha.",
      "Calcular volumes de combustível de frotas ou de viagens a partir de um consumo por distância.",
      "Conferir o valor em galões por 100 milhas de uma etiqueta americana em L/100 km.",
    ],
    faqs: [
      {
        question: "Como converto L/100 km em mpg?",
        answer:
          "Divida {{1 mpg_us l_100km}} pelo valor em L/100 km para ter mpg dos EUA (ou {{1 mpg_uk l_100km}} para mpg do Reino Unido): 6 L/100 km são {{6 l_100km mpg_us}} mpg (EUA). Esta página converte apenas entre unidades de consumo; o Conversor de Consumo de Combustível faz a conversão para mpg diretamente.",
      },
    ],
    example: { note: "O galão é o galão americano." },
    accuracy: {
      definitions:
        "O litro vale exatamente 1 dm³, o galão americano exatamente 231 in³ (3,785411784 L), com o pint valendo 1/8 dele, e a milha exatamente 1.609,344 m, então todo fator é exato e só é arredondado na tela.",
      caveat:
        "O galão e o pint são medidas líquidas americanas; um galão imperial (4,54609 L) é cerca de 20 % maior.",
    },
  },
  "/temperature-interval": {
    about: [
      "Esta página converte diferenças de temperatura (intervalos), e não temperaturas. Uma diferença não tem um ponto zero a deslocar, então só importa o tamanho do grau: um kelvin e um grau Celsius têm o mesmo tamanho, assim como um grau Fahrenheit e um grau Rankine, e um grau Celsius equivale a {{1 c f}} graus Fahrenheit. Uma elevação de 1 °C é, portanto, uma elevação de {{1 c f}} °F, e 10 K são {{10 k f}} °F, sem nenhum +32.",
      "A distinção importa na prática: uma temperatura de 20 °C são 68 °F, mas uma variação de 20 °C é uma variação de {{20 c f}} °F. Os intervalos aparecem sempre que algo sobe, desce ou oscila: mudanças do tempo, a faixa de comutação de um termostato, a elevação de temperatura de um motor ou de um transformador (especificada em kelvins), o ΔT de um trocador de calor ou os valores de aquecimento dos relatórios sobre o clima. Para converter a leitura de um termômetro, use o Conversor de Temperatura.",
    ],
    useCases: [
      "Converter em graus Fahrenheit uma variação prevista (“5 °C mais frio amanhã”): {{5 c f}} °F.",
      "Passar um ΔT numa fórmula de transferência de calor (Q = m·c·ΔT) entre °F e K.",
      "Ler como diferenças em °F os limites de elevação de temperatura de equipamentos dados em K.",
      "Comparar a histerese de termostatos ou a exatidão de sensores (±0,5 °C são ±{{0.5 c f}} °F).",
    ],
    faqs: [
      {
        question: "Por que uma diferença de 10 °C não são 50 °F?",
        answer:
          "50 °F é a temperatura que um termômetro marca como 10 °C, o que inclui o deslocamento de 32° entre os pontos zero. Uma diferença de 10 °C abrange {{10 c f}} graus Fahrenheit, porque cada grau Celsius são {{1 c f}} graus Fahrenheit e os deslocamentos se anulam.",
      },
    ],
    example: { context: "uma elevação de temperatura" },
    accuracy: {
      definitions:
        "O kelvin e o grau Celsius têm o mesmo tamanho, e os graus Fahrenheit e Rankine valem exatamente 5/9 de kelvin, então uma diferença de 1 °F = {{1 f k}} K (a exibição arredonda 5/9 a 6 casas decimais).",
      caveat:
        "O resultado só está certo para diferenças: aplicado à leitura de uma única temperatura, ele estaria errado, porque omite o deslocamento de 32° entre as escalas.",
    },
  },
  "/thermal-expansion": {
    about: [
      "O coeficiente de dilatação térmica diz em que fração um material cresce por grau de elevação de temperatura: α = (ΔL/L)/ΔT para o comprimento, e cerca de 3α para o volume de um sólido isotrópico. Sua unidade SI é o inverso do kelvin (1/K, K⁻¹), igual a 1/°C porque os dois graus têm o mesmo tamanho. Por grau Fahrenheit ou Rankine o número é menor, já que esse grau é menor: 1/°F = {{1 f_1 k_1}} /K.",
      "Os coeficientes são minúsculos, por isso as tabelas os dão em 10⁻⁶/K (também escrito ppm/K ou µm/(m·K)): o aço tem cerca de 12 × 10⁻⁶/K, o que dá {{12 k_1 f_1}} × 10⁻⁶/°F, e o alumínio cerca de 23 × 10⁻⁶/K, ou {{23 k_1 f_1}} × 10⁻⁶/°F. Como a conversão é um simples fator, você pode converter o número na frente de 10⁻⁶ e manter a potência de dez.",
    ],
    useCases: [
      "Converter o coeficiente de dilatação de uma folha de dados de material entre valores por °C e por °F.",
      "Dimensionar juntas e liras de dilatação em tubulações, trilhos e pontes: ΔL = α·L·ΔT.",
      "Compatibilizar a dilatação de materiais unidos entre si, como placas de circuito e componentes, ou vedações de vidro e metal.",
    ],
    faqs: [
      {
        question: "Por que o coeficiente por °F é menor que o coeficiente por °C?",
        answer:
          "Um grau Fahrenheit é só 5/9 de um grau Celsius, então um material se dilata menos por °F do que por °C. O coeficiente em 1/°F é o coeficiente em 1/°C dividido por {{1 f_1 c_1}}: 1 /K = {{1 k_1 f_1}} /°F.",
      },
    ],
    example: {
      note: "Para valores escritos como “× 10⁻⁶”, digite o número da frente: 12 (× 10⁻⁶/K) dá {{12 k_1 f_1}} (× 10⁻⁶/°F).",
    },
    accuracy: {
      definitions:
        "1/K e 1/°C são idênticos, e, como um grau Fahrenheit ou Rankine vale exatamente 5/9 K, 1/°F = 1/°R = exatamente {{1 f_1 k_1}} /K.",
      caveat:
        "Digitar diretamente valores muito pequenos (0,000012) mostra só 6 casas decimais, então use a forma com 10⁻⁶ para ter a precisão completa.",
    },
  },
  "/specific-heat-capacity": {
    about: [
      "A capacidade térmica específica (calor específico) é o calor necessário para elevar em um grau a temperatura de uma unidade de massa, c = Q/(m·ΔT). Sua unidade SI é o joule por quilograma-kelvin (J/(kg·K)). As três outras unidades desta página têm exatamente o mesmo tamanho, {{1 btu_lb_f j_kg_k}} J/(kg·K), porque a caloria (4,1868 J) e o BTU da Tabela Internacional foram definidos de modo que 1 cal/(g·°C) = 1 kcal/(kg·°C) = 1 BTU/(lb·°F).",
      "A água líquida tem um calor específico de cerca de 4,18 kJ/(kg·K), ou seja, perto de 1 nas unidades de caloria e de BTU, a razão histórica dessas unidades. Valores típicos: ar seco, cerca de 1.005 J/(kg·K); alumínio, cerca de 900 J/(kg·K); aço, aproximadamente 450 a 500 J/(kg·K). A caloria aqui é a caloria da Tabela Internacional; a caloria termoquímica (4,184 J) é cerca de 0,07 % menor.",
    ],
    useCases: [
      "Calcular a energia de aquecimento ou de resfriamento, Q = m·c·ΔT, com c tirado de uma tabela SI ou americana.",
      "Converter dados de materiais entre J/(kg·K) e BTU/(lb·°F) ou cal/(g·°C).",
      "Dimensionar aquecedores de água, armazenamento térmico e trocadores de calor.",
    ],
    faqs: [
      {
        question: "Por que BTU/(lb·°F) e cal/(g·°C) são iguais?",
        answer:
          "As duas foram construídas sobre a capacidade térmica da água: a caloria aquece um grama de água em cerca de 1 °C, o BTU uma libra de água em cerca de 1 °F. Quando os valores da Tabela Internacional foram fixados, em 1956, eles foram escolhidos de modo que as duas unidades de calor específico fossem exatamente iguais, {{1 btu_lb_f j_kg_k}} J/(kg·K).",
      },
    ],
    example: { context: "o calor específico do alumínio" },
    accuracy: {
      definitions:
        "A caloria é a caloria da Tabela Internacional, exatamente 4,1868 J, e o BTU é o BTU da Tabela Internacional (1.055,05585262 J), então 1 BTU/(lb·°F) = 1 cal/(g·°C) = {{1 cal_g_c j_kg_k}} J/(kg·K) exatamente.",
      caveat:
        "Um valor dado em calorias termoquímicas (4,184 J) seria diferente em cerca de 0,07 %.",
    },
  },
  "/heat-density": {
    about: [
      "A densidade de calor é a energia por unidade de volume. Sua unidade SI é o joule por metro cúbico (J/m³). O BTU por pé cúbico (BTU da Tabela Internacional) vale {{1 btu_ft3 j_m3}} J/m³, a caloria por centímetro cúbico (caloria da Tabela Internacional, 4,1868 J) vale {{1 cal_cm3 j_m3}} J/m³, e o watt-hora por litro vale exatamente {{1 wh_l j_m3}} J/m³.",
      "Essas unidades medem o poder calorífico de gases combustíveis (cerca de 1.000 BTU/ft³ para o gás natural americano, ou seja, {{1000 btu_ft3 wh_l}} Wh/L), a densidade volumétrica de energia de baterias (Wh/L) e a capacidade do armazenamento térmico. Um poder calorífico em kWh/m³, como o impresso em muitas contas de gás europeias, é numericamente igual ao valor em Wh/L. Os poderes caloríficos de gases dependem da temperatura e da pressão de referência do volume, que uma conversão de unidades deixa inalteradas.",
    ],
    useCases: [
      "Converter o poder calorífico do gás natural entre BTU/ft³ e MJ/m³ (J/m³).",
      "Comparar densidades de energia de baterias em Wh/L com a energia por volume de combustíveis.",
      "Estimar a energia armazenada por volume em reservatórios de água quente ou de mudança de fase.",
    ],
    faqs: [
      {
        question: "Como converto MJ/m³ em BTU/ft³?",
        answer:
          "Digite o valor em J/m³ (1 MJ/m³ são 10⁶ J/m³): 1 MJ/m³ = {{1000000 j_m3 btu_ft3}} BTU/ft³, então um gás com 38 MJ/m³ tem {{38000000 j_m3 btu_ft3}} BTU/ft³.",
      },
    ],
    accuracy: {
      definitions:
        "Toda unidade é exata em J/m³: o BTU da Tabela Internacional (1.055,05585262 J) dividido pelo pé cúbico (0,3048³ m³), a caloria da Tabela Internacional (4,1868 J) dividida pelo centímetro cúbico, e o watt-hora (3.600 J) dividido pelo litro.",
      caveat:
        "Resultados muito pequenos, como 1 J/m³ em BTU/ft³, mostram poucos dígitos com 6 casas decimais, então converta em passos da ordem de MJ (1.000.000 J/m³ = {{1000000 j_m3 btu_ft3}} BTU/ft³).",
    },
  },
};
