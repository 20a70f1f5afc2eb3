import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/generic/fluids.ts. */
export const texts: UnitTranslations = {
  "/flow": {
    about: [
      "A vazão volumétrica é o volume de fluido que passa por um ponto por unidade de tempo, Q = V/t. Sua unidade SI é o metro cúbico por segundo (m³/s); o litro por segundo é um milésimo dele. O galão americano por minuto (gpm) usa o galão líquido americano de exatamente 231 in³, então 1 gal/min = {{1 gal_min l_s}} L/s, e o pé cúbico por segundo (cfs) usa o pé internacional: 1 ft³/s = {{1 ft3_s l_s}} L/s.",
      "Bombas, mangueiras de incêndio, irrigação e aparelhos hidráulicos são especificados em gpm nos EUA e em L/s ou L/min em outros lugares; a vazão dos rios é informada em m³/s, ou em ft³/s pelos órgãos americanos; as grandes vazões de processos e de abastecimento de água usam m³/s ou m³/h. Todos os galões desta página são galões americanos; um galão imperial é cerca de 20 % maior.",
    ],
    useCases: [
      "Comparar curvas de bombas e especificações de aparelhos dadas em gpm e em L/s.",
      "Converter vazões de rios americanos em ft³/s para m³/s.",
      "Dimensionar tubulações a partir de uma vazão e de uma velocidade desejada (Q = v·A).",
      "Conferir um chuveiro especificado em 2,5 gpm: {{2.5 gal_min l_s}} L/s.",
    ],
    faqs: [
      {
        question: "Como converto L/min em gpm?",
        answer:
          "Divida os litros por minuto por 60 para obter L/s e digite esse valor: 60 L/min são 1 L/s = {{1 l_s gal_min}} gal/min. Numa só etapa, 1 L/min são {{0.0166666666666667 l_s gal_min}} gpm.",
      },
    ],
    accuracy: {
      definitions:
        "Toda unidade é exata em m³/s: o litro vale 10⁻³ m³, o galão americano 231 in³ = 3,785411784 L, e o pé cúbico 0,3048³ m³, então 1 ft³/s = {{1 ft3_s gal_min}} gal/min só é arredondado na exibição.",
      caveat: "Os galões são galões líquidos americanos, não imperiais.",
    },
  },
  "/flow-mass": {
    about: [
      "A vazão mássica é a massa de material que passa por um ponto por unidade de tempo, ṁ = m/t, igual à densidade vezes a vazão volumétrica (ṁ = ρ·Q). Sua unidade SI é o quilograma por segundo (kg/s). A libra por segundo usa a libra avoirdupois internacional, então 1 lb/s = {{1 lb_s kg_s}} kg/s; a tonelada por hora é a tonelada métrica de 1.000 kg, e não a tonelada curta ou a longa, então 1 kg/s = {{1 kg_s ton_h}} t/h.",
      "A vazão mássica é o que se conserva nos balanços da engenharia química e da combustão: caldeiras a vapor são especificadas em t/h, motores a jato e foguetes em kg/s ou lb/s de ar ou de propelente, e o sensor de fluxo de massa de ar (MAF) de um motor de carro informa gramas por segundo. Ao contrário da vazão volumétrica, a vazão mássica não muda quando um gás é comprimido ou aquecido.",
    ],
    useCases: [
      "Converter a produção de vapor de caldeiras entre t/h e kg/s.",
      "Ler em kg/s o fluxo de ar de motores ou o fluxo de propelente dado em lb/s.",
      "Interpretar a leitura do sensor de fluxo de massa de ar (MAF) de um motor em g/s.",
    ],
    faqs: [
      {
        question: "Como converto vazão volumétrica em vazão mássica?",
        answer:
          "Multiplique a vazão volumétrica pela densidade do fluido: ṁ = ρ·Q. Para a água, com cerca de 1.000 kg/m³, 1 L/s transporta cerca de 1 kg/s; para gases, use a densidade na pressão e na temperatura reais.",
      },
    ],
    example: { context: "a produção de vapor de uma caldeira" },
    accuracy: {
      definitions:
        "O grama vale 10⁻³ kg, a libra exatamente 0,45359237 kg e a tonelada por hora 1.000 kg a cada 3.600 s, então todo fator é exato, e os resultados só são arredondados na exibição (1 t/h = {{1 ton_h kg_s}} kg/s).",
      caveat:
        "A tonelada aqui é a tonelada métrica; toneladas curtas americanas (2.000 lb) por hora seriam cerca de 9 % menores.",
    },
  },
  "/flow-molar": {
    about: [
      "A vazão molar é a quantidade de substância que passa por um ponto por unidade de tempo, ṅ = n/t. Sua unidade SI é o mol por segundo (mol/s); o mol por minuto e o mol por hora são 60 e 3.600 vezes menores, e o quilomol por hora vale {{1 kmol_h mol_s}} mol/s. A vazão molar vezes a massa molar dá a vazão mássica (ṁ = ṅ·M).",
      "Os engenheiros químicos trabalham com vazões molares porque as reações consomem e produzem mols em proporções fixas: os fluxogramas e simuladores de processo listam as correntes em kmol/h, e os reatores de laboratório e as alimentações de gás em mol/min ou mmol/min. Para um gás ideal a temperatura e pressão fixas, a vazão molar é proporcional à vazão volumétrica padrão.",
    ],
    useCases: [
      "Converter vazões de correntes de simuladores de processo de kmol/h para mol/s, para cálculos de reatores.",
      "Escrever balanços de massa em torno de reatores e separadores.",
      "Transformar uma taxa de alimentação de laboratório em mol/min em mol/s.",
    ],
    faqs: [
      {
        question: "Como converto vazão molar em vazão mássica?",
        answer:
          "Multiplique pela massa molar: ṁ = ṅ·M. Para a água (18,015 g/mol), 1 mol/s são 18,015 g/s; para uma mistura, use a sua massa molar média.",
      },
    ],
    accuracy: {
      definitions:
        "As unidades diferem só pelo prefixo quilo e por 60 ou 3.600 segundos, então todo fator é exato.",
      caveat:
        "Dízimas periódicas como 1 mol/min = {{1 mol_min mol_s}} mol/s são arredondadas a 6 casas decimais apenas na tela.",
    },
  },
  "/mass-flux-density": {
    about: [
      "A densidade de fluxo de massa (fluxo de massa, ou velocidade mássica nos textos de transferência de calor) é a vazão mássica por unidade de área da seção transversal, G = ṁ/A = ρ·v. Sua unidade SI é o quilograma por metro quadrado por segundo (kg/(m²·s)); 1 g/(cm²·s) = {{1 g_cm2_s kg_m2_s}} kg/(m²·s). As unidades usuais dos EUA usam a libra e o pé internacionais: 1 lb/(ft²·s) = {{1 lb_ft2_s kg_m2_s}} kg/(m²·s), e, por hora, 1 kg/(m²·s) = {{1 kg_m2_s lb_ft2_h}} lb/(ft²·h).",
      "O fluxo de massa é a variável preferida nas correlações de escoamento bifásico, ebulição e trocadores de calor, em que a literatura americana tradicionalmente usa lb/(ft²·h); ele também descreve taxas de evaporação, secagem e ablação e escoamentos através de membranas e leitos recheados.",
    ],
    useCases: [
      "Converter para o SI velocidades mássicas de correlações americanas de transferência de calor em lb/(ft²·h).",
      "Calcular G = ṁ/A para um tubo ou canal no projeto de ebulição e condensação.",
      "Expressar taxas de evaporação ou de secagem por unidade de área.",
    ],
    faqs: [
      {
        question: "Como o fluxo de massa se relaciona com a velocidade?",
        answer:
          "O fluxo de massa é a densidade vezes a velocidade, G = ρ·v. A água (cerca de 1.000 kg/m³) escoando a 2 m/s tem um fluxo de massa de cerca de 2.000 kg/(m²·s), o que dá {{2000 kg_m2_s lb_ft2_h}} lb/(ft²·h).",
      },
    ],
    accuracy: {
      definitions:
        "Cada unidade é exata em kg/(m²·s), a partir do grama e do centímetro, da libra (0,45359237 kg), do pé (0,3048 m) e da hora (3.600 s).",
      caveat:
        "Resultados pequenos mostram no máximo 6 casas decimais (1 lb/(ft²·h) = {{1 lb_ft2_h kg_m2_s}} kg/(m²·s)), então converta valores maiores para ter mais dígitos.",
    },
  },
  "/concentration-molar": {
    about: [
      "A concentração molar (molaridade, concentração em quantidade de substância) é a quantidade de uma substância dissolvida por volume de solução, c = n/V. Sua unidade SI é o mol por metro cúbico (mol/m³), mas a química usa o mol por litro, escrito M (molar): 1 mol/L = {{1 mol_l mol_m3}} mol/m³. O milimol por litro tem o mesmo tamanho que a unidade SI, 1 mmol/L = {{1 mmol_l mol_m3}} mol/m³, e o quilomol por metro cúbico é igual ao molar, 1 kmol/m³ = {{1 kmol_m3 mol_l}} mol/L.",
      "As soluções de laboratório são preparadas em mol/L (um ácido clorídrico 0,1 M, uma solução-estoque de tampão 1 M); a bioquímica clínica informa eletrólitos e metabólitos em mmol/L (o sódio no sangue normalmente fica entre cerca de 135 e 145 mmol/L); a engenharia química e o SI usam mol/m³ e kmol/m³. A molaridade é por litro de solução; a molalidade (mol/kg de solvente) é outra grandeza.",
    ],
    useCases: [
      "Converter a molaridade de uma solução-estoque em mmol/L para cálculos de diluição (c₁V₁ = c₂V₂).",
      "Ler resultados de laboratório em mmol/L ao lado de valores de livros didáticos em mol/L.",
      "Passar concentrações para unidades SI (mol/m³) em fórmulas de difusão e de velocidade de reação.",
    ],
    faqs: [
      {
        question: "Como converto mol/L em g/L?",
        answer:
          "Multiplique pela massa molar em g/mol: 1 mol/L de cloreto de sódio (58,44 g/mol) contém 58,44 g/L. Para voltar, divida g/L pela massa molar; o Conversor de Concentração de Soluções transforma então g/L em mg/L ou kg/m³.",
      },
    ],
    accuracy: {
      definitions:
        "As quatro unidades diferem só por potências de dez (o litro vale 10⁻³ m³, os prefixos mili e quilo 10⁻³ e 10³), então toda conversão é exata.",
      caveat:
        "A página converte apenas concentrações em quantidade de substância: passar para unidades de massa (g/L, mg/dL) exige a massa molar da substância.",
    },
  },
  "/concentration-solution": {
    about: [
      "Uma concentração mássica é a massa de uma substância dissolvida por volume de solução, uma densidade do soluto, por isso esta página usa as unidades de densidade. A unidade SI é o quilograma por metro cúbico, que é exatamente o grama por litro: 1 g/L = {{1 g_l kg_m3}} kg/m³. Quantidades-traço são dadas em miligramas por litro, 1 g/L = {{1 g_l mg_l}} mg/L.",
      "Partes por milhão (ppm) é uma razão, não uma massa por volume. Esta página segue a convenção da análise de água, 1 ppm = 1 mg/L, que vale para soluções aquosas diluídas porque um litro de água tem uma massa de cerca de 1 kg, o que torna mg/L o mesmo que mg/kg. Para outros solventes ou salmouras densas, ppm em massa = mg/L ÷ densidade em kg/L. Os laudos de qualidade da água (nitrato, cloro, dureza, sólidos dissolvidos totais) usam mg/L e ppm indistintamente com essa base.",
    ],
    useCases: [
      "Ler em mg/L resultados de análises de água em ppm, ou o inverso, para água potável, piscinas e aquários.",
      "Converter uma solução preparada em g/L para mg/L ou kg/m³.",
      "Preparar soluções nutritivas ou de dosagem a partir de uma concentração desejada.",
      "Expressar uma solução percentual como concentração mássica (o soro fisiológico a 0,9 % m/v tem 9 g/L).",
    ],
    faqs: [
      {
        question: "ppm é o mesmo que mg/L?",
        answer:
          "Para soluções diluídas em água, sim, e esta página as trata como iguais: um litro de uma solução assim tem uma massa de cerca de 1 kg, então 1 mg/L é 1 mg por kg, uma parte por milhão em massa. A igualdade deixa de valer quando a densidade da solução está longe de 1 kg/L.",
      },
      {
        question: "Como converto uma porcentagem em g/L?",
        answer:
          "Uma porcentagem massa/volume (% m/v) é gramas por 100 mL, então multiplique por 10: uma solução salina a 0,9 % contém 9 g/L, o que dá {{9 g_l mg_l}} mg/L. Uma porcentagem massa/massa também exige a densidade da solução.",
      },
    ],
    accuracy: {
      verdict: "Sim, para soluções aquosas diluídas.",
      definitions:
        "As unidades métricas são exatas: g/L é igual a kg/m³ e mg/L é um milésimo disso. O ppm é exato dentro da convenção desta página, 1 ppm = 1 mg/L, que está correta para soluções aquosas diluídas.",
      caveat:
        "Para água do mar, salmouras ou solventes que não sejam água, divida mg/L pela densidade da solução em kg/L para obter ppm em massa. O ppm em volume, usado para gases, é outra grandeza.",
    },
  },
};
