import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/generic/electricity-circuits.ts. */
export const texts: UnitTranslations = {
  "/electric-field-strength": {
    about: [
      "A intensidade de campo elétrico E é a força que um campo exerce por unidade de carga, igual ao gradiente de tensão. Sua unidade SI é o volt por metro (V/m), idêntico ao newton por coulomb (N/C). Por centímetro, o número é cem vezes menor, 1 V/cm = {{1 v_cm v_m}} V/m; 1 kV/m = {{1 kv_m v_m}} V/m, e, com o pé exato, 1 V/ft = {{1 v_ft v_m}} V/m.",
      "As intensidades de campo variam muito: perto do solo, com tempo bom, a atmosfera tem cerca de 100 V/m; os limites de exposição a campos de frequência industrial são fixados em kV/m (5 kV/m para o público nas diretrizes ICNIRP de 2010, a 50 Hz); os ensaios de imunidade a radiofrequência usam de alguns a dezenas de V/m; e o ar seco sofre ruptura dielétrica por volta de 3 MV/m, ou seja, {{3000000 v_m v_cm}} V/cm. A rigidez dielétrica dos isolantes costuma ser dada em kV/mm, o mesmo que MV/m.",
    ],
    useCases: [
      "Comparar rigidez dielétrica e campos de ruptura entre V/cm e kV/m.",
      "Ler limites de exposição a campos e medições perto de linhas de energia.",
      "Converter leituras de medidores de campo para ensaios de EMC.",
    ],
    faqs: [
      {
        question: "V/m é o mesmo que N/C?",
        answer:
          "Sim. Um volt é um joule por coulomb, então um volt por metro é um joule por coulomb-metro, que é um newton por coulomb: a força, em newtons, sobre um coulomb de carga. Os dois nomeiam a mesma unidade SI de intensidade de campo elétrico.",
      },
    ],
    accuracy: {
      definitions:
        "As unidades diferem por prefixos SI e comprimentos exatos (1 cm = 0,01 m, 1 ft = 0,3048 m, 1 mil = 0,0254 mm), e o statvolt ({{1 statv_cm v_cm}} V por cm, a partir da velocidade da luz exata) e o abvolt (10⁻⁸ V) do CGS são exatos, então todo fator é exato.",
    },
  },
  "/electric-potential": {
    about: [
      "A diferença de potencial elétrico (tensão) é a energia por unidade de carga entre dois pontos. Sua unidade SI é o volt (V), um joule por coulomb ou um watt por ampere. O milivolt e o microvolt valem {{1 mv v}} V e {{1 µv v}} V, o quilovolt {{1 kv v}} V.",
      "As tensões do dia a dia vão de microvolts a centenas de quilovolts: os sinais de EEG têm dezenas de µV, um batimento cardíaco mede cerca de 1 mV num ECG, os termopares produzem milivolts, uma pilha AA 1,5 V, o USB 5 V, a rede elétrica 230 V (Europa) ou 120 V (América do Norte), as linhas de distribuição dezenas de kV e as linhas de transmissão de longa distância centenas de kV.",
    ],
    useCases: [
      "Converter saídas de sensores em mV ou µV para volts, no projeto de um ADC ou de um amplificador.",
      "Expressar tensões de distribuição e de transmissão em kV.",
      "Conferir cálculos com a lei de Ohm (V = I·R) com prefixos misturados.",
    ],
    faqs: [
      {
        question: "Quantos milivolts tem um volt?",
        answer:
          "Mil: 1 V = {{1 v mv}} mV, e 1 mV = {{1 mv µv}} µV. Assim, um sinal de 0,75 V tem {{0.75 v mv}} mV.",
      },
    ],
    accuracy: {
      definitions:
        "As unidades métricas diferem por prefixos SI (de nano, 10⁻⁹, a mega, 10⁶), e o statvolt ({{1 statv v}} V, a partir da velocidade da luz exata) e o abvolt (10⁻⁸ V) do CGS são exatos, então toda conversão é exata.",
      caveat:
        "Desde 2019 o próprio volt é realizado por meio do efeito Josephson, com uma constante fixada de forma exata.",
    },
  },
  "/electric-resistance": {
    about: [
      "A resistência elétrica é a tensão necessária por unidade de corrente, R = V/I (lei de Ohm). Sua unidade SI é o ohm (Ω), um volt por ampere. Resistores e isolamentos abrangem muitas ordens de grandeza, então os prefixos importam: o quilo-ohm vale {{1 kohm ohm}} Ω e o megaohm {{1 megohm ohm}} Ω, enquanto o miliohm vale {{1 mohm ohm}} Ω. Atenção à caixa do símbolo: mΩ é mili, MΩ é mega, e entre eles há um fator de 10⁹.",
      "Os valores de resistores em esquemas e códigos de cores são dados em Ω, kΩ e MΩ (muitas vezes escritos 4k7 para 4,7 kΩ); os testadores de resistência de isolamento leem MΩ; shunts de corrente, contatos, emendas de cabos e a resistência interna de baterias são medidos em mΩ. Desde 2019 o ohm é realizado por meio do efeito Hall quântico, com uma constante de von Klitzing fixada de forma exata.",
    ],
    useCases: [
      "Ler marcações de resistores como 4k7 ou 2M2 e convertê-las em ohms.",
      "Aplicar a lei de Ohm e as fórmulas de potência (P = I²·R) com unidades coerentes.",
      "Conferir resistências de contatos ou de shunts em miliohms e leituras de isolamento em megaohms.",
    ],
    faqs: [
      {
        question: "Qual é a diferença entre mΩ e MΩ?",
        answer:
          "mΩ (m minúsculo) é o miliohm, um milésimo de ohm; MΩ (M maiúsculo) é o megaohm, um milhão de ohms. 1 MΩ = {{1 megohm mohm}} mΩ, então confundir os dois é um erro de um fator de um bilhão.",
      },
    ],
    accuracy: {
      definitions:
        "As unidades métricas diferem por prefixos SI (de micro, 10⁻⁶, a giga, 10⁹), e o abohm do CGS (10⁻⁹ Ω), o statohm ({{1 statohm ohm}} Ω) e a constante de von Klitzing h/e² são exatos, então essas conversões são exatas; o ohm internacional de 1908 ({{1 ohm_int ohm}} Ω) é um valor histórico, tirado do GNU units.",
      caveat: "A unidade com o código mohm é o miliohm; o megaohm aparece à parte, como MΩ.",
    },
  },
  "/electric-resistivity": {
    about: [
      "A resistividade elétrica ρ é a resistência intrínseca de um material, independente da forma: um condutor de comprimento L e seção A tem R = ρ·L/A. Sua unidade SI é o ohm-metro (Ω·m). O ohm-centímetro, comum para semicondutores e água, vale {{1 ohm_cm ohm_m}} Ω·m, então 1 Ω·m = {{1 ohm_m ohm_cm}} Ω·cm; com o pé e a polegada exatos, 1 Ω·ft = {{1 ohm_ft ohm_m}} Ω·m e 1 Ω·in = {{1 ohm_in ohm_m}} Ω·m.",
      "As resistividades abrangem mais de 20 ordens de grandeza: o cobre recozido tem cerca de 1,72 × 10⁻⁸ Ω·m a 20 °C, as lâminas (wafers) de silício são especificadas de frações de Ω·cm a milhares, a água ultrapura chega a 18,2 MΩ·cm ({{18.2 ohm_cm ohm_m}} MΩ·m) a 25 °C, e os solos, para o projeto de aterramento, medem de dezenas a milhares de Ω·m. O “ohm-circular mil per foot” (ohm-mil circular por pé) usado nos EUA para fios é outra unidade, e não o Ω·ft desta página.",
    ],
    useCases: [
      "Converter resistividades de wafers e semicondutores entre Ω·cm e Ω·m.",
      "Ler resultados de levantamentos de resistividade do solo para aterramento e proteção catódica.",
      "Conferir a pureza da água dada em MΩ·cm.",
    ],
    faqs: [
      {
        question: "Qual é a diferença entre resistência e resistividade?",
        answer:
          "A resistência (Ω) é de um objeto em particular; a resistividade (Ω·m) é do material. A resistência de um fio de cobre depende do seu comprimento e da sua espessura, a sua resistividade não: R = ρ·L/A.",
      },
    ],
    example: { context: "a resistividade de um solo" },
    accuracy: {
      definitions:
        "As unidades diferem por prefixos SI e comprimentos e áreas exatos (1 cm = 0,01 m, 1 ft = 0,3048 m, 1 in = 0,0254 m, 1 mil circular = π/4 mil²), então os fatores são exatos.",
      caveat:
        "Para valores muito pequenos, como os dos metais, converta o número e mantenha a potência de dez (1,72 × 10⁻⁸ Ω·m são {{1.72 ohm_m ohm_cm}} × 10⁻⁸ Ω·cm), já que a exibição para em 6 casas decimais.",
    },
  },
  "/electric-conductance": {
    about: [
      "A condutância elétrica G é o inverso da resistência, G = 1/R = I/V: a facilidade com que a corrente flui. Sua unidade SI é o siemens (S), um ampere por volt. O mho (℧, “ohm” escrito de trás para frente) é o nome antigo da mesma unidade, 1 ℧ = {{1 mho s}} S. O milisiemens e o microsiemens valem {{1 ms s}} S e {{1 µs s}} S.",
      "As condutâncias se somam em caminhos em paralelo, como as resistências em série, o que torna G prática na análise de circuitos. A transcondutância de transistores é dada em mS (ou no antigo mmho), a fuga de isolamentos em µS ou nS, e a admitância em circuitos CA tem a mesma unidade.",
    ],
    useCases: [
      "Converter valores de transcondutância entre mS, µS e folhas de dados antigas baseadas no mho.",
      "Combinar caminhos em paralelo somando as condutâncias.",
      "Transformar uma resistência medida em condutância (1/R) para a análise de circuitos.",
    ],
    faqs: [
      {
        question: "Um mho é o mesmo que um siemens?",
        answer:
          "Sim. O mho (símbolo ℧) era o nome usado para o inverso do ohm até o siemens ser adotado no SI em 1971; 1 mho = {{1 mho s}} S.",
      },
    ],
    example: { context: "a condutância de um resistor de 500 Ω" },
    accuracy: {
      definitions:
        "O mho é exatamente igual ao siemens, as outras unidades métricas diferem por prefixos SI, e o abmho do CGS (10⁹ S), o statmho e o quantum de condutância 2e²/h são exatos, então toda conversão é exata.",
    },
  },
  "/electric-conductivity": {
    about: [
      "A condutividade elétrica σ (ou κ) é o inverso da resistividade: o quanto um material conduz bem a corrente. Sua unidade SI é o siemens por metro (S/m); o mho por metro é a mesma unidade. O siemens por centímetro é uma unidade cem vezes maior, 1 S/cm = {{1 s_cm s_m}} S/m, e o milisiemens por centímetro, a unidade habitual da análise de água, vale {{1 ms_cm s_m}} S/m.",
      "Os testes de água leem a condutividade em mS/cm ou µS/cm: a água ultrapura tem cerca de 0,055 µS/cm, a água do mar por volta de 5 S/m ({{5 s_m ms_cm}} mS/cm), e as soluções nutritivas hidropônicas são dosadas pela sua CE em mS/cm. A salinidade do solo em dS/m tem os mesmos números que em mS/cm. Os metais são muito mais altos: 100 % IACS, o padrão do cobre recozido, equivale a cerca de 58 MS/m.",
    ],
    useCases: [
      "Converter leituras de condutivímetros (CE) entre mS/cm e S/m.",
      "Comparar dados de qualidade da água e de salinidade de fontes diferentes.",
      "Transformar valores de resistividade em condutividade (σ = 1/ρ) para tabelas de materiais.",
    ],
    faqs: [
      {
        question: "Como converto µS/cm em mS/cm?",
        answer:
          "Divida por 1.000: 1.000 µS/cm são 1 mS/cm, o que equivale a {{1 ms_cm s_m}} S/m. Uma água potável de 500 µS/cm tem 0,5 mS/cm, ou {{0.5 ms_cm s_m}} S/m.",
      },
    ],
    example: { context: "uma leitura de CE" },
    accuracy: {
      definitions:
        "O mho por metro é igual ao S/m, as unidades por centímetro são múltiplos decimais exatos (1 S/cm = {{1 s_cm s_m}} S/m, 1 mS/cm = {{1 ms_cm s_m}} S/m), e 1 % IACS vale {{1 iacs s_m}} S/m pelo padrão do cobre de 1913, então toda conversão é exata.",
      caveat:
        "Os condutivímetros costumam informar valores corrigidos para 25 °C, porque a condutividade das soluções aumenta com a temperatura.",
    },
  },
  "/electrostatic-capacitance": {
    about: [
      "A capacitância é a carga que um componente armazena por volt, C = Q/V. Sua unidade SI é o farad (F), um coulomb por volt, uma unidade grande: os circuitos usam o microfarad ({{1 µf f}} F) e o nanofarad ({{1 nf f}} F), e os supercapacitores chegam a farads inteiros. Nesta página, mF é o milifarad, {{1 mf f}} F; catálogos antigos escreviam “mf” ou “mfd” para o microfarad, então verifique qual dos dois uma lista de peças antiga quer dizer.",
      "Os capacitores cerâmicos costumam ser marcados com um código de três dígitos em picofarads: “104” significa 10 × 10⁴ pF, ou seja, 100 nF ou {{100 nf µf}} µF. Os capacitores eletrolíticos são marcados em µF, os de filme em nF ou µF, e a energia armazenada é ½·C·V².",
    ],
    useCases: [
      "Ler códigos de capacitores e substituir uma peça especificada em µF por outra marcada em nF.",
      "Projetar temporizadores e filtros RC (τ = R·C, f = 1/(2π·R·C)) com unidades coerentes.",
      "Dimensionar bancos de supercapacitores em farads a partir da energia necessária (E = ½·C·V²).",
    ],
    faqs: [
      {
        question: "O que significa 104 num capacitor?",
        answer:
          "Os dois primeiros dígitos são o valor e o terceiro é o número de zeros, em picofarads: 104 é 10 seguido de quatro zeros, 100.000 pF, o que dá 100 nF ou {{100 nf µf}} µF. Da mesma forma, 103 é 10 nF e 473 é 47 nF.",
      },
    ],
    accuracy: {
      definitions:
        "As unidades métricas diferem por prefixos SI e as unidades CGS são exatas (1 abF = 10⁹ F; 1 statF, o centímetro de capacitância, vale {{1 statf pf}} pF, a partir da velocidade da luz exata), então essas conversões são exatas; o jar, o farad internacional e o farad convencional de 1990 são valores históricos, tirados do GNU units.",
      caveat:
        "Observe que o mF desta página é o milifarad: uma marcação antiga “mfd” significa microfarads.",
    },
  },
  "/inductance": {
    about: [
      "A indutância L relaciona a tensão induzida num condutor à taxa de variação da corrente, V = L·dI/dt, e o fluxo magnético concatenado à corrente. Sua unidade SI é o henry (H), um weber por ampere ou um volt-segundo por ampere. Os indutores práticos são bem menores: o milihenry vale {{1 mh h}} H, o microhenry {{1 µh h}} H e o nanohenry {{1 nh µh}} µH.",
      "Os reatores de rede e as bobinas de crossovers de áudio ficam na casa dos mH, os indutores de reguladores chaveados na dos µH, e as bobinas de RF e a indutância parasita de trilhas e terminais de componentes na dos nH. A energia armazenada num indutor é ½·L·I², e, junto com um capacitor, ele determina a frequência de ressonância f = 1/(2π·√(L·C)).",
    ],
    useCases: [
      "Comparar valores de indutores de folhas de dados em µH e mH.",
      "Calcular frequências de ressonância LC e frequências de corte de filtros com unidades coerentes.",
      "Estimar a energia armazenada numa bobina (½·L·I²).",
    ],
    faqs: [],
    example: { context: "um valor comum de indutor" },
    accuracy: {
      definitions:
        "As unidades métricas diferem por prefixos SI e as unidades CGS são exatas (1 abH, o centímetro de indutância, vale 1 nH; 1 statH vale {{1 stath h}} H), e o quadrante e o secohm são nomes antigos do henry, então essas conversões são exatas; o henry internacional e o henry convencional de 1990 são valores históricos, tirados do GNU units.",
      caveat:
        "O valor real de um indutor costuma ter uma tolerância de alguns por cento e varia com a corrente e a frequência.",
    },
  },
};
