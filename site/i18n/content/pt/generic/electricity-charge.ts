import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/generic/electricity-charge.ts. */
export const texts: UnitTranslations = {
  "/charge": {
    about: [
      "A carga elétrica é a quantidade de eletricidade transportada por partículas ou armazenada numa bateria ou num capacitor. Sua unidade SI é o coulomb (C), a carga que uma corrente de um ampere transporta em um segundo. O ampere-hora é a carga de um ampere durante uma hora, {{1 ah c}} C, e o miliampere-hora, {{1 mah c}} C. A carga elementar e, a carga de um próton, é fixada pelo SI de 2019 em exatamente 1,602176634 × 10⁻¹⁹ C, então um coulomb equivale a {{1 c e}} cargas elementares.",
      "A capacidade de baterias é o uso do dia a dia: baterias de celulares e power banks são especificadas em mAh, baterias de carros e de armazenamento em Ah. Esses valores são carga, não energia; a energia é a carga multiplicada pela tensão (Wh = Ah × V). Os coulombs aparecem na física, na eletrostática e na eletroquímica, e as contagens de cargas elementares na física de partículas e de semicondutores.",
    ],
    useCases: [
      "Converter em coulombs a especificação em mAh de uma bateria para um cálculo de física ou de eletroquímica.",
      "Comparar células especificadas em Ah e em mAh.",
      "Contar elétrons: quantas cargas elementares formam uma determinada carga.",
    ],
    faqs: [
      {
        question: "Como converto mAh em Wh?",
        answer:
          "Multiplique pela tensão nominal da bateria e divida por 1.000: uma célula de 5.000 mAh a 3,7 V armazena {{5000 mah ah}} Ah × 3,7 V = 18,5 Wh. Esta página converte apenas carga; a energia exige a tensão.",
      },
    ],
    example: { context: "a capacidade nominal de uma bateria" },
    accuracy: {
      definitions:
        "O ampere-hora vale exatamente {{1 ah c}} C (um ampere durante 3.600 s) e o miliampere-hora {{1 mah c}} C, e desde 2019 a carga elementar é uma constante definidora exata do SI (1,602176634 × 10⁻¹⁹ C), o que torna o faraday (e × Nₐ) exato também; o abcoulomb do CGS vale exatamente 10 C e o statcoulomb 1/(10c) C, a partir da velocidade da luz exata.",
      caveat:
        "Os resultados que envolvem e são mostrados em notação científica com 7 algarismos significativos.",
    },
  },
  "/linear-charge-density": {
    about: [
      "A densidade linear de carga λ é a carga elétrica por unidade de comprimento, como num fio, numa fibra ou num feixe fino carregado. Sua unidade SI é o coulomb por metro (C/m). Por centímetro, o número é cem vezes menor, 1 C/m = {{1 c_m c_cm}} C/cm; as versões por pé e por polegada decorrem do pé e da polegada internacionais exatos: 1 C/ft = {{1 c_ft c_m}} C/m e 1 C/in = {{1 c_in c_m}} C/m.",
      "A física usa λ no campo de uma carga longa e retilínea, E = λ/(2π·ε₀·r), em cálculos de linhas de transmissão e de efeito corona, e para polímeros carregados e feixes de partículas. Os valores reais são pequenos, em geral nanocoulombs ou microcoulombs por metro; como a conversão é um fator puro, você pode converter o número e manter o prefixo (1 nC/m = {{1 c_m c_ft}} nC/ft).",
    ],
    useCases: [
      "Converter problemas de eletrostática de livros didáticos entre o SI e unidades por polegada ou por pé.",
      "Calcular o campo de um fio carregado a partir de λ em C/m.",
    ],
    faqs: [],
    example: { note: "Para 2 µC/m, leia o resultado como µC/ft." },
    accuracy: {
      definitions:
        "Os fatores são prefixos SI e comprimentos (o centímetro vale 10⁻² m, o pé exatamente 0,3048 m e a polegada exatamente 0,0254 m), e o abcoulomb do CGS vale exatamente 10 C e o statcoulomb 1/(10c) C, a partir da velocidade da luz exata, então toda conversão é exata até os dígitos exibidos.",
    },
  },
  "/surface-charge-density": {
    about: [
      "A densidade superficial de carga σ é a carga elétrica por unidade de área, como na superfície de um condutor ou na placa de um capacitor. Sua unidade SI é o coulomb por metro quadrado (C/m²). Um centímetro quadrado é 10⁻⁴ m², então 1 C/cm² = {{1 c_cm2 c_m2}} C/m², e um microcoulomb por centímetro quadrado, a unidade habitual para superfícies de eletrodos e ferroelétricas, vale {{0.000001 c_cm2 c_m2}} C/m². Com o pé e a polegada exatos, 1 C/ft² = {{1 c_ft2 c_m2}} C/m² e 1 C/in² = {{1 c_in2 c_m2}} C/m².",
      "A carga superficial determina o campo logo do lado de fora de um condutor, E = σ/ε₀, e entre as placas de um capacitor. O ar sofre ruptura dielétrica perto de 3 MV/m, o que limita a carga que uma superfície no ar consegue manter a cerca de 27 µC/m². A eletroquímica (carga da dupla camada), os materiais ferroelétricos (polarização em µC/cm²) e os estudos de descargas eletrostáticas usam σ.",
    ],
    useCases: [
      "Converter a polarização ou a carga de eletrodos de µC/cm² em C/m².",
      "Calcular o campo perto de uma placa ou de um condutor carregado a partir de σ.",
      "Conferir problemas de eletrostática de livros didáticos dados em unidades por polegada quadrada.",
    ],
    faqs: [],
    example: {
      note: "A conversão é um fator puro, então os prefixos se mantêm: 25 µC/cm² são {{25 c_cm2 c_m2}} µC/m².",
    },
    accuracy: {
      definitions:
        "As unidades diferem por prefixos SI e áreas exatas (1 cm² = 10⁻⁴ m², 1 ft² = 0,3048² m², 1 in² = 0,0254² m²), e o abcoulomb do CGS vale exatamente 10 C e o statcoulomb 1/(10c) C, a partir da velocidade da luz exata, então os fatores são exatos e só a exibição é arredondada.",
    },
  },
  "/volume-charge-density": {
    about: [
      "A densidade volumétrica de carga ρ é a carga elétrica por unidade de volume, o termo-fonte da lei de Gauss (∇·E = ρ/ε₀). Sua unidade SI é o coulomb por metro cúbico (C/m³). Um centímetro cúbico é 10⁻⁶ m³, então 1 C/cm³ = {{1 c_cm3 c_m3}} C/m³; com o pé e a polegada exatos, 1 C/ft³ = {{1 c_ft3 c_m3}} C/m³ e 1 C/in³ = {{1 c_in3 c_m3}} C/m³.",
      "A física de semicondutores conta átomos dopantes por cm³, por isso a carga espacial de uma região de depleção (ρ = q·N) costuma ser escrita em C/cm³; a física de plasmas, as correntes limitadas por carga espacial em válvulas a vácuo e fontes de íons, e a eletricidade atmosférica usam C/m³.",
    ],
    useCases: [
      "Converter a carga espacial de regiões de depleção entre C/cm³ e C/m³.",
      "Resolver a equação de Poisson, ∇²φ = −ρ/ε₀, em unidades SI.",
    ],
    faqs: [],
    accuracy: {
      definitions:
        "Os fatores são prefixos SI e volumes exatos (1 cm³ = 10⁻⁶ m³, 1 ft³ = 0,3048³ m³ e 1 in³ = 0,0254³ m³), e o abcoulomb do CGS vale exatamente 10 C e o statcoulomb 1/(10c) C, a partir da velocidade da luz exata, então todo resultado é exato até os dígitos mostrados.",
    },
  },
  "/current": {
    about: [
      "A corrente elétrica é a taxa de fluxo da carga elétrica. Sua unidade, o ampere (A), é uma unidade de base do SI; desde 2019 ela é definida pela fixação da carga elementar, de modo que um ampere é o fluxo de 1/(1,602176634 × 10⁻¹⁹) cargas elementares por segundo, um coulomb por segundo. O miliampere e o microampere valem {{1 ma a}} A e {{1 µa a}} A, o quiloampere {{1 ka a}} A.",
      "A eletrônica vive de miliamperes e microamperes: um LED indicador consome de alguns mA até cerca de 20 mA, um microcontrolador em modo de espera alguns µA, e os dispositivos diferenciais residuais (DR) que protegem as pessoas são especificados para disparar com 30 mA ({{30 ma a}} A). Os circuitos residenciais são protegidos por fusíveis ou disjuntores de cerca de 10 a 32 A, enquanto a soldagem, a tração elétrica, a fundição e os raios (dezenas de quiloamperes por descarga) chegam aos kA.",
    ],
    useCases: [
      "Converter especificações de componentes entre mA e A para cálculos com a lei de Ohm e de potência.",
      "Ler correntes de standby em µA para estimar a duração da bateria.",
      "Expressar correntes de falta, de surto ou de raios em kA.",
    ],
    faqs: [
      {
        question: "Quantos miliamperes tem um ampere?",
        answer:
          "Mil: 1 A = {{1 a ma}} mA, e 1 mA = {{1 ma µa}} µA. Para passar de mA para A, divida por 1.000.",
      },
    ],
    accuracy: {
      definitions:
        "As unidades métricas diferem por prefixos SI (de pico, 10⁻¹², a quilo, 10³), o abampere do CGS vale exatamente 10 A e o statampere 1/(10c) A, a partir da velocidade da luz exata, então toda conversão é exata.",
      caveat:
        "Resultados muito pequenos aparecem em notação científica, e não como 0; por exemplo, 1 µA em kA dá {{1 µa ka}} kA.",
    },
  },
  "/linear-current-density": {
    about: [
      "A densidade linear de corrente é a corrente por unidade de largura: a corrente que atravessa cada metro de uma linha traçada de través numa chapa condutora fina ou num enrolamento. Sua unidade SI é o ampere por metro (A/m), a mesma unidade da intensidade de campo magnético; muitos livros de eletromagnetismo chamam essa grandeza de densidade superficial de corrente K. Por centímetro, 1 A/cm = {{1 a_cm a_m}} A/m; com o pé e a polegada exatos, 1 A/ft = {{1 a_ft a_m}} A/m e 1 A/in = {{1 a_in a_m}} A/m.",
      "Os projetistas de máquinas elétricas a usam como carregamento elétrico (carga elétrica específica), os ampere-condutores por metro da circunferência do entreferro, em kA/m; a física a usa para lâminas de corrente (uma lâmina que conduz K produz um campo B = μ₀K/2 de cada lado) e para solenoides, em que n espiras por metro conduzindo I dão H = n·I.",
    ],
    useCases: [
      "Converter o carregamento elétrico de projetos de motores e geradores entre A/cm e A/m.",
      "Calcular o campo magnético de uma lâmina de corrente ou de um solenoide longo.",
      "Passar dados de projeto americanos em A/in para unidades SI.",
    ],
    faqs: [
      {
        question:
          "Qual é a diferença entre esta página e o Conversor de Densidade Superficial de Corrente?",
        answer:
          "Esta página converte corrente por unidade de comprimento (A/m), a corrente que flui numa lâmina por metro de sua largura. O Conversor de Densidade Superficial de Corrente converte corrente por unidade de área (A/m²), a corrente através de cada metro quadrado da seção transversal de um condutor, que os livros didáticos chamam de densidade de corrente J.",
      },
    ],
    example: { context: "um carregamento elétrico" },
    accuracy: {
      definitions:
        "Os fatores são prefixos SI e comprimentos exatos (1 cm = 0,01 m, 1 ft = 0,3048 m, 1 in = 0,0254 m), e o abampere do CGS vale exatamente 10 A e o statampere 1/(10c) A, então toda conversão é exata até os dígitos mostrados.",
    },
  },
  "/surface-current-density": {
    about: [
      "Esta página converte corrente por unidade de área: a corrente através de cada unidade da seção transversal de um condutor, que os livros de física chamam de densidade de corrente J (eles muitas vezes reservam “densidade superficial de corrente” para a corrente por unidade de largura, em A/m). Sua unidade SI é o ampere por metro quadrado (A/m²). Um centímetro quadrado é 10⁻⁴ m², então 1 A/cm² = {{1 a_cm2 a_m2}} A/m², e 1 A/mm², que é 10⁶ A/m², equivale a {{1000000 a_m2 a_cm2}} A/cm². Com o pé e a polegada exatos, 1 A/ft² = {{1 a_ft2 a_m2}} A/m² e 1 A/in² = {{1 a_in2 a_m2}} A/m².",
      "A densidade de corrente limita o aquecimento em fios, barramentos e trilhas de placas de circuito impresso (geralmente expressa em A/mm²), determina a velocidade da galvanoplastia (A/dm² na Europa, amperes por pé quadrado, ASF, nas oficinas de galvanoplastia dos EUA) e serve para especificar células a combustível, eletrolisadores e baterias (A/cm² ou mA/cm²).",
    ],
    useCases: [
      "Converter densidades de corrente de galvanoplastia entre ASF (A/ft²) e A/dm² ou A/m².",
      "Comparar o desempenho de células a combustível e eletrolisadores em A/cm².",
      "Conferir regras de dimensionamento de condutores dadas em A/mm² com outras unidades.",
    ],
    faqs: [
      {
        question: "Como converto ASF em A/dm²?",
        answer:
          "Um decímetro quadrado é 0,01 m², então A/dm² é A/m² dividido por 100. Digite o valor em ASF em A/ft², leia A/m² e divida por 100: 1 ASF = {{1 a_ft2 a_m2}} A/m², um pouco mais que um décimo de 1 A/dm².",
      },
    ],
    example: {
      context: "uma corrente de galvanoplastia de 20 ASF",
      note: "Divida por 100 para obter A/dm².",
    },
    accuracy: {
      definitions:
        "As unidades diferem por prefixos SI e áreas exatas (1 cm² = 10⁻⁴ m², 1 ft² = 0,3048² m², 1 in² = 0,0254² m², 1 mil circular = π/4 mil²), e o abampere do CGS vale exatamente 10 A, então todo fator é exato e só a exibição é arredondada.",
    },
  },
};
