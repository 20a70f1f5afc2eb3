import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/generic/magnetism.ts. */
export const texts: UnitTranslations = {
  "/magnetomotive-force": {
    about: [
      "A força magnetomotriz (FMM) impulsiona o fluxo magnético ao longo de um circuito magnético, como a tensão impulsiona a corrente num circuito elétrico: uma bobina de N espiras que conduz uma corrente I produz F = N·I. Sua unidade SI é o ampere, geralmente escrito ampere-espira (At), porque o número de espiras não tem unidade; assim, 1 At = {{1 at a}} A. As unidades CGS são o gilbert (Gb), definido como 10/(4π) ampere-espiras, de modo que 1 At = {{1 at gi}} Gb, e o abampere-espira, 1 abA·t = {{1 ab at}} At.",
      "A força magnetomotriz serve para dimensionar eletroímãs, bobinas de relés e de solenoides, núcleos de transformadores e indutores e os entreferros de motores: o fluxo decorre de F = Φ·ℛ, em que ℛ é a relutância do caminho. O gilbert sobrevive em manuais antigos de magnetismo e na literatura de ímãs baseada no CGS.",
    ],
    useCases: [
      "Calcular a FMM de uma bobina a partir das espiras e da corrente, e convertê-la em gilberts.",
      "Ler em unidades SI cálculos de circuitos magnéticos de manuais CGS.",
      "Dimensionar enrolamentos de relés e eletroímãs.",
    ],
    faqs: [
      {
        question: "Por que o ampere-espira é o mesmo que o ampere?",
        answer:
          "Um número de espiras é uma simples contagem, então N espiras conduzindo I amperes dão N·I amperes de força magnetomotriz. Escrever “ampere-espira” só lembra ao leitor que as espiras foram contadas.",
      },
    ],
    example: { context: "uma bobina de 1.000 espiras que conduz 0,5 A" },
    accuracy: {
      definitions:
        "O ampere e o ampere-espira são a mesma unidade, o abampere-espira vale exatamente {{1 ab at}} At, e o gilbert vale 10/(4π) At, a definição CGS com 4π exato, o que dá 1 Gb = {{1 gi at}} At até os dígitos mostrados.",
      caveat:
        "Desde o SI de 2019, μ₀ é medido, e não mais exatamente 4π × 10⁻⁷ H/m, mas a diferença fica abaixo de uma parte por bilhão e nunca chega aos dígitos exibidos.",
    },
  },
  "/magnetic-field-strength": {
    about: [
      "A intensidade de campo magnético H (campo magnetizante) mede o campo produzido pelas correntes, antes de se incluir a resposta do material. Sua unidade SI é o ampere por metro (A/m), o mesmo que o ampere-espira por metro: um solenoide longo com n espiras por metro que conduz I tem H = n·I. O oersted (Oe) do CGS é definido como 1000/(4π) A/m, então 1 Oe = {{1 oe a_m}} A/m, e o ampere-espira por polegada vale {{1 at_in a_m}} A/m, a partir da polegada exata.",
      "As folhas de dados de ímãs permanentes e de materiais magnéticos dão a coercividade em kA/m e kOe (10 kOe = {{10000 oe a_m}} A/m); os meios de gravação magnética e os laços de histerese usam Oe; o projeto de bobinas e solenoides usa A/m ou At/in. O campo da Terra corresponde a aproximadamente 20 a 52 A/m, cerca de {{20 a_m oe}} a {{52 a_m oe}} Oe.",
    ],
    useCases: [
      "Converter valores de coercividade de ímãs entre kOe e kA/m.",
      "Calcular o campo dentro de um solenoide a partir das espiras por polegada ou por metro.",
      "Ler em unidades SI laços de histerese e literatura CGS.",
    ],
    faqs: [
      {
        question: "Oersted e gauss são a mesma coisa?",
        answer:
          "Não, embora no vácuo 1 Oe de H corresponda a 1 G de B no sistema CGS. O oersted mede o campo magnetizante H (esta página); o gauss mede a densidade de fluxo B (Conversor de Densidade de Fluxo Magnético). No SI, B = μ₀·H no vácuo, então 1 A/m corresponde a cerca de 1,2566 µT.",
      },
    ],
    example: { context: "a coercividade de um ímã" },
    accuracy: {
      definitions:
        "A/m e At/m são idênticos, o At/in usa a polegada exata (0,0254 m), e o oersted vale 1000/(4π) A/m, a definição CGS com 4π exato.",
      caveat:
        "A redefinição do SI de 2019 tornou μ₀ uma constante medida, o que altera o valor SI do oersted em menos de uma parte por bilhão, muito abaixo das 6 casas decimais mostradas.",
    },
  },
  "/magnetic-flux": {
    about: [
      "O fluxo magnético Φ é o campo magnético total que atravessa uma superfície, a densidade de fluxo vezes a área, Φ = B·A. Sua unidade SI é o weber (Wb), igual ao volt-segundo (V·s): pela lei de Faraday, um fluxo através de uma espira que cai uniformemente a zero em um segundo induz um volt. O maxwell (Mx) do CGS é um gauss vezes um centímetro quadrado, então 1 Wb = {{1 wb mx}} Mx, e o miliweber vale {{1 mwb mx}} Mx.",
      "O fluxo aparece no projeto de transformadores e motores (fluxo no núcleo, fluxo concatenado em weber-espiras), nas medições com fluxímetros e bobinas exploradoras e na especificação de ímãs permanentes; a literatura mais antiga de ímãs e fluxímetros usa maxwells ou quilomaxwell-espiras.",
    ],
    useCases: [
      "Converter leituras de fluxímetros entre maxwells e webers.",
      "Calcular o fluxo no núcleo a partir da densidade de fluxo e da área, Φ = B·A.",
      "Relacionar a tensão induzida numa bobina à variação do fluxo (V = N·dΦ/dt).",
    ],
    faqs: [
      {
        question: "Por que um weber é igual a um volt-segundo?",
        answer:
          "A lei de Faraday diz que a tensão induzida numa espira é igual à taxa de variação do fluxo que a atravessa. Uma variação de fluxo de um weber por segundo induz, portanto, um volt, então um weber é um volt vezes um segundo.",
      },
    ],
    accuracy: {
      definitions:
        "O volt-segundo é o próprio weber, o miliweber é um milésimo dele, e o maxwell é um gauss vezes um centímetro quadrado (10⁻⁴ T × 10⁻⁴ m²), exatamente {{1 mx wb}} Wb.",
      caveat:
        "Resultados minúsculos são mostrados em notação científica, nunca arredondados para 0.",
    },
  },
  "/magnetic-flux-density": {
    about: [
      "A densidade de fluxo magnético B, o que no dia a dia geralmente se entende por “intensidade do campo magnético”, é o fluxo por unidade de área. Sua unidade SI é o tesla (T), um weber por metro quadrado: 1 Wb/m² = {{1 wb_m2 t}} T. O militesla vale {{1 mt t}} T. O gauss (G) do CGS vale exatamente {{1 g t}} T, então 1 T = {{1 t g}} G e 1 mT = {{1 mt g}} G.",
      "O campo magnético da Terra tem cerca de 25 a 65 µT na superfície, ou seja, {{0.000025 t g}} a {{0.000065 t g}} G; um ímã de geladeira dá alguns militeslas na sua superfície, a remanência de um ímã de neodímio é de cerca de 1 a 1,4 T, e os aparelhos clínicos de ressonância magnética funcionam a 1,5 T e 3 T. Gaussímetros e sensores Hall leem em G ou mT, e os fornecedores de ímãs muitas vezes ainda informam gauss.",
    ],
    useCases: [
      "Converter leituras de ímãs e gaussímetros entre gauss e militesla.",
      "Comparar intensidades de campo de ressonância magnética e limites de exposição em tesla.",
      "Ler folhas de dados de sensores Hall dadas em mT ou G.",
    ],
    faqs: [
      {
        question: "Quantos gauss tem um tesla?",
        answer: "Dez mil: 1 T = {{1 t g}} G, então 1 G = {{1 g t}} T e 1 mT = {{1 mt g}} G.",
      },
    ],
    example: { context: "o campo de um ímã de ressonância magnética" },
    accuracy: {
      definitions:
        "O weber por metro quadrado é o próprio tesla, o militesla é um milésimo de tesla, e o gauss vale exatamente {{1 g t}} T pela sua definição CGS, então as conversões são exatas.",
    },
  },
};
