import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/generic/light.ts. */
export const texts: UnitTranslations = {
  "/luminance": {
    about: [
      "A luminância é o brilho de uma superfície vista de uma direção: a intensidade luminosa emitida por unidade de área projetada. Sua unidade SI é a candela por metro quadrado (cd/m²), muito chamada de nit (nt), que é a mesma unidade: 1 nt = {{1 nt cd_m2}} cd/m². Por pé quadrado, 1 cd/ft² = {{1 cd_ft2 cd_m2}} cd/m², a partir do pé exato; o stilb (sb) do CGS é uma candela por centímetro quadrado, {{1 sb cd_m2}} cd/m².",
      "O brilho de telas é o uso do dia a dia: monitores, celulares e TVs são especificados em nits, o vídeo SDR é masterizado para um branco de referência de 100 cd/m², e os formatos e telas HDR vão a 1.000 cd/m² e além. A luminância também serve para avaliar a iluminação viária, placas, fontes de luz e monitores médicos. O pé-lambert (foot-lambert, 1/π cd/ft², {{1 fl cd_m2}} cd/m²), usado para telas de cinema, é uma unidade diferente da cd/ft²; ele, o lambert, o mililambert e o apostilb descrevem uma superfície perfeitamente difusora pela luz que ela emite por área, daí o fator 1/π.",
    ],
    useCases: [
      "Comparar especificações de brilho de telas dadas em nits e em cd/m².",
      "Converter em cd/m² dados de luminância de fontes americanas em cd/ft².",
      "Ler em cd/m² a literatura antiga de óptica em stilbs.",
    ],
    faqs: [
      {
        question: "Um nit é o mesmo que uma candela por metro quadrado?",
        answer:
          "Sim: nit é um nome informal para cd/m², que não faz parte do SI, e 1 nit = {{1 nt cd_m2}} cd/m². Converter nits em lumens, porém, exige a área emissora e a distribuição angular, porque os lumens medem a emissão total de luz.",
      },
    ],
    example: { context: "uma tela HDR de alto brilho" },
    accuracy: {
      definitions:
        "O nit é a própria candela por metro quadrado, o stilb vale exatamente {{1 sb cd_m2}} cd/m² (1 cm² = 10⁻⁴ m²) e a cd/ft² usa o pé exato (0,3048 m), e a família do lambert divide exatamente por π, então todo fator é exato.",
      caveat:
        "A luminância real de uma tela depende das suas configurações e do conteúdo, o que uma conversão não muda.",
    },
  },
  "/luminous-intensity": {
    about: [
      "A intensidade luminosa é a luz que uma fonte emite numa dada direção, ponderada pela sensibilidade do olho. Sua unidade, a candela (cd), é uma das sete unidades de base do SI, definida pela fixação da eficácia luminosa da luz verde de 540 THz em 683 lm/W. A vela (cp, candlepower) tem nesta página o seu sentido moderno, 1 cp = {{1 cp cd}} cd; alguns textos antigos usavam a palavra para a vela internacional.",
      "A vela Hefner (HK), um padrão alemão de chama que queimava acetato de amila, e a vela internacional de 1909 são unidades históricas sem definição moderna exata. Esta página usa os valores do GNU units, 1 HK = 0,9 vela internacional = {{1 hk cd}} cd e 1 vela internacional = {{1 icd cd}} cd; outras fontes dão cerca de 0,903 cd para a vela Hefner, então os últimos dígitos delas são aproximados. Hoje a candela serve para especificar LEDs (milicandelas), lanternas (intensidade máxima do feixe) e luzes de sinalização.",
    ],
    useCases: [
      "Ler em candelas especificações históricas de lâmpadas em velas Hefner ou internacionais.",
      "Comparar especificações de LEDs e lanternas dadas em cd e em velas (candlepower).",
      "Estimar o alcance do feixe de uma lanterna: a distância ANSI FL1 até 0,25 lx é 2·√I metros, com I em candelas.",
    ],
    faqs: [
      {
        question: "Qual é a diferença entre candelas, lumens e lux?",
        answer:
          "A candela mede a intensidade numa direção, o lúmen a emissão total de luz (1 lm = 1 cd·sr), e o lux a luz que incide numa superfície (1 lx = 1 lm/m²). Uma fonte de 1 cd que irradia igualmente em todas as direções emite 4π ≈ 12,57 lm.",
      },
    ],
    example: { context: "a especificação de uma lâmpada" },
    accuracy: {
      verdict: "Tão exato quanto as definições das suas unidades permitem.",
      definitions:
        "A candela e a vela (candlepower) são idênticas, então essa conversão é exata. As velas Hefner e internacionais eram padrões físicos de chama e de lâmpada que nunca foram fixados exatamente em relação à candela: esta página usa os valores do GNU units (1 HK = {{1 hk cd}} cd, 1 vela internacional = {{1 icd cd}} cd, 1 violle = {{1 violle cd}} cd), e as fontes divergem nos últimos dígitos.",
    },
  },
  "/illumination": {
    about: [
      "A iluminância é a quantidade de luz que incide numa superfície: o fluxo luminoso por unidade de área. Sua unidade SI é o lux (lx), um lúmen por metro quadrado, então 1 lx = {{1 lx lm_m2}} lm/m². O pé-vela (fc, foot-candle) é um lúmen por pé quadrado, {{1 fc lx}} lx, e o phot (ph) do CGS é um lúmen por centímetro quadrado, {{1 ph lx}} lx.",
      "As normas de iluminação fixam metas de iluminância: cerca de 500 lx é a norma europeia para tarefas de escrita e leitura em escritórios, enquanto a prática de iluminação americana e alguns regulamentos ainda indicam níveis em pés-vela. Ao ar livre a faixa é enorme, de uma fração de lux sob a lua cheia a aproximadamente 100.000 lx sob luz solar direta. Os luxímetros usados em fotografia, horticultura e comissionamento de edifícios medem lux ou pés-vela.",
    ],
    useCases: [
      "Converter níveis de iluminação recomendados entre pés-vela e lux.",
      "Conferir a leitura de um luxímetro num local de trabalho com uma norma na outra unidade.",
      "Comparar valores de luzes de cultivo ou de luz do dia dados em lux e em pés-vela.",
    ],
    faqs: [
      {
        question: "Como converto lumens em lux?",
        answer:
          "Divida os lumens que chegam a uma superfície pela área dela em metros quadrados: 1.000 lm distribuídos igualmente sobre 2 m² dão 500 lx. Os lumens medem a emissão total de uma fonte, então a conversão depende da área iluminada, e não de um fator fixo.",
      },
    ],
    example: { context: "iluminação de escritório" },
    accuracy: {
      definitions:
        "O lux é o lúmen por metro quadrado, o phot vale exatamente {{1 ph lx}} lx, e o pé-vela 1 lm/ft², com o pé exato (0,3048 m), então 1 fc = {{1 fc lx}} lx até os dígitos mostrados.",
      caveat: "As próprias leituras de luxímetros costumam ter exatidão de alguns por cento.",
    },
  },
  "/digital-image-resolution": {
    about: [
      "A resolução de imagem, aqui, é uma densidade de pontos ou de pixels ao longo de um comprimento: quantos cabem numa polegada ou num centímetro. Contagens não têm unidade, então, em termos do SI, é o inverso de um comprimento (os arquivos PNG a armazenam em pixels por metro). Como uma polegada tem exatamente 2,54 cm, 1 dpi = {{1 dpi dpcm}} pontos/cm e 300 dpi = {{300 dpi dpcm}} pontos/cm. Pixels por polegada (ppi) e por centímetro se convertem pelo mesmo fator.",
      "A rigor, dpi descreve pontos de impressora e amostras de scanner, e ppi os pixels de uma imagem ou de uma tela, mas os dois costumam ser usados como sinônimos e se convertem da mesma forma. Os trabalhos de impressão costumam mirar 300 ppi; as antigas convenções de tela eram 72 ppi (Mac clássico) e 96 ppi (Windows, e o pixel CSS de 1/96 de polegada). Os arquivos JPEG e TIFF podem registrar a resolução em polegadas ou em centímetros.",
    ],
    useCases: [
      "Definir uma resolução de impressão dada em dpi num programa que pede pixels por centímetro.",
      "Calcular o tamanho de impressão: pixels ÷ ppi dá polegadas, pixels ÷ px/cm dá centímetros.",
      "Comparar especificações de scanners e impressoras em dpi com as métricas.",
    ],
    faqs: [
      {
        question: "Com que tamanho minha imagem será impressa a 300 dpi?",
        answer:
          "Divida as dimensões em pixels pela resolução: 3.000 × 2.400 pixels a 300 ppi são impressos com 10 × 8 polegadas, ou, a {{300 ppi ppcm}} px/cm, com 25,4 × 20,32 cm. Mudar o valor de dpi nos metadados de um arquivo só muda o tamanho de impressão, e não o número de pixels.",
      },
    ],
    accuracy: {
      definitions:
        "O único fator é a polegada, exatamente 2,54 cm desde o acordo internacional de 1959, então 1 ponto/cm = {{1 dpcm dpi}} dpi exatamente.",
      caveat:
        "A página trata um ponto e um pixel como uma contagem cada, então dpi e ppi se convertem da mesma forma.",
    },
  },
  "/frequency-wavelength": {
    about: [
      "A frequência é o número de ciclos por segundo, em hertz (Hz); o comprimento de onda é a distância que um ciclo abrange. Para ondas eletromagnéticas no vácuo, os dois estão ligados por λ = c/f, com a velocidade da luz c = 299.792.458 m/s exatamente, então esta página converte entre unidades de frequência (de Hz a PHz, e rpm), números de onda (cm⁻¹), energias de fótons (eV, por E = hf) e comprimentos de onda (de km a pm, e o ångström), nos dois sentidos. O comprimento de onda é o inverso da frequência: dobrar um reduz o outro à metade. Por exemplo, 100 MHz têm um comprimento de onda de {{100 mhz m}} m, e 540 THz, a luz verde que define a candela, {{540 thz nm}} nm.",
      "Os engenheiros de rádio a usam para comprimentos de antenas e planos de faixas (o Wi-Fi de 2,4 GHz tem {{2.4 ghz cm}} cm), a óptica e a espectroscopia para passar de nanômetros a terahertz, a cristalografia para raios X em ångströms ({{1 angstrom nm}} nm). Todos os comprimentos de onda aqui são no vácuo: no ar eles são cerca de 0,03 % mais curtos, no vidro, na água ou num cabo coaxial muito mais curtos, e as ondas sonoras seguem λ = v/f, com a velocidade do som no lugar da da luz.",
    ],
    useCases: [
      "Cortar uma antena de quarto de onda: λ/4 a 433 MHz é um quarto de {{433 mhz cm}} cm, antes do encurtamento habitual pelos efeitos de ponta.",
      "Converter comprimentos de onda de lasers e LEDs em nm para frequências ópticas em THz.",
      "Descobrir a que faixa de comprimento de onda pertence uma radiofrequência (ondas longas, ondas curtas, micro-ondas).",
      "Passar comprimentos de onda de raios X entre ångströms, picômetros e nanômetros.",
    ],
    faqs: [
      {
        question: "Como converto frequência em comprimento de onda?",
        answer:
          "Divida a velocidade da luz pela frequência, λ = c/f: 1 MHz dá {{1 mhz m}} m, 1 GHz {{1 ghz mm}} mm. No sentido inverso, f = c/λ, então 500 nm são {{500 nm thz}} THz.",
      },
      {
        question: "Posso usar esta página para ondas sonoras?",
        answer:
          "Não. Os comprimentos de onda dela pressupõem a velocidade da luz. O som no ar viaja a cerca de 343 m/s a 20 °C, então um tom de 1 kHz tem um comprimento de onda de cerca de 34 cm, quase um milhão de vezes mais curto que o de uma onda de rádio de 1 kHz.",
      },
    ],
    example: {
      context: "uma faixa de Wi-Fi",
      note: "O resultado é o comprimento de onda no vácuo; qualquer um dos lados pode ser uma frequência ou um comprimento de onda.",
    },
    accuracy: {
      verdict: "Sim, para ondas no vácuo.",
      definitions:
        "A velocidade da luz é exata pela definição do metro (299.792.458 m/s), os prefixos SI são exatos e o ångström vale exatamente 10⁻¹⁰ m, então 1 THz corresponde a exatamente {{1 thz µm}} µm.",
      caveat:
        "Num meio material, divida o comprimento de onda no vácuo pelo índice de refração (ou multiplique pelo fator de velocidade de um cabo).",
    },
  },
};
