import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/generic/radiology.ts. */
export const texts: UnitTranslations = {
  "/radiation": {
    about: [
      "Esta página converte radioatividade, o número de decaimentos nucleares por segundo numa amostra. Sua unidade SI é o becquerel (Bq), um decaimento por segundo, idêntico a uma desintegração por segundo (dps). O curie (Ci), originalmente a atividade de cerca de um grama de rádio-226, é definido como exatamente {{1 ci bq}} Bq. O rutherford (Rd, aqui com o código rd) é uma unidade obsoleta de um milhão de decaimentos por segundo, {{1 rd bq}} Bq, o mesmo que um megabecquerel; ele não é o rad, a antiga unidade de dose absorvida, que está no Conversor de Dose Absorvida.",
      "A atividade é a grandeza em que se expressam fontes radioativas, doses de medicina nuclear, contaminação e medições de radônio. Ela diz quantos decaimentos ocorrem, e não quanta energia chega a um corpo: para a exposição no ar e a dose absorvida, use os conversores de Exposição à Radiação e de Dose Absorvida.",
    ],
    useCases: [
      "Converter atividades de fontes entre curies e becqueréis.",
      "Ler em MBq ou mCi a literatura histórica em rutherfords.",
      "Conferir contagens de decaimentos em dps com o certificado de uma fonte em Bq.",
    ],
    faqs: [
      {
        question: "rd é o rad?",
        answer:
          "Não. Nesta página, rd é o rutherford, uma unidade de atividade ({{1 rd bq}} decaimentos por segundo). O rad é uma unidade de dose absorvida (0,01 gray) e não pode ser convertido em becqueréis, porque a dose depende da energia da radiação e do que a absorve.",
      },
    ],
    example: { context: "a atividade de uma fonte" },
    accuracy: {
      definitions:
        "Todas as unidades aqui são definidas de forma exata: 1 Bq = 1 dps, o curie vale exatamente {{1 ci bq}} Bq por acordo internacional, e o rutherford vale {{1 rd bq}} Bq.",
      caveat:
        "Resultados menores que 0,000001, como 1 Bq em curies ({{1 bq ci}} Ci), são mostrados em notação científica.",
    },
  },
  "/radiation-activity": {
    about: [
      "A radioatividade (atividade) é o número de núcleos que decaem por segundo. Sua unidade SI é o becquerel (Bq), um decaimento por segundo. O curie (Ci), mais antigo, é definido como exatamente {{1 ci bq}} Bq, perto da atividade de um grama de rádio-226, então 1 mCi = {{1 mci bq}} Bq ({{1 mci mega_bq}} MBq) e 1 µCi = {{1 µci bq}} Bq. Como o curie é tão grande e o becquerel tão pequeno, os valores reais costumam levar prefixos: MBq e GBq no SI, mCi e µCi na prática americana.",
      "A medicina nuclear na maior parte do mundo prescreve doses em MBq, enquanto a prática americana ainda usa mCi; fontes seladas, radiografia industrial e isótopos de laboratório são rotulados nas duas unidades. Os níveis ambientais são dados por volume ou por massa: o radônio no ar em Bq/m³ ou pCi/L (1 pCi são {{1e-12 ci bq}} Bq, então 1 pCi/L = 37 Bq/m³), e um detector de fumaça iônico doméstico contém aproximadamente 1 µCi de amerício-241, ou menos.",
    ],
    useCases: [
      "Converter doses de medicina nuclear entre mCi e MBq.",
      "Ler certificados de fontes e documentos de transporte que dão a atividade em Ci e em Bq.",
      "Converter resultados de radônio entre pCi/L e Bq/m³ por meio do fator curie–becquerel.",
    ],
    faqs: [
      {
        question: "Como converto mCi em MBq?",
        answer:
          "Multiplique por {{1 mci mega_bq}}: 1 mCi = {{1 mci bq}} Bq = {{1 mci mega_bq}} MBq. No sentido inverso, 1 MBq = {{1 mega_bq mci}} mCi, então 100 MBq são {{100 mega_bq mci}} mCi.",
      },
    ],
    accuracy: {
      definitions:
        "O curie é definido como exatamente {{1 ci bq}} Bq, e os seus múltiplos (de kCi até pCi) e os do becquerel são degraus decimais exatos, então toda conversão é exata.",
      caveat:
        "A atividade de uma fonte real cai com o tempo segundo a sua meia-vida, então o valor de um certificado só vale na sua data de referência.",
    },
  },
  "/radiation-exposure": {
    about: [
      "A exposição à radiação mede a ionização que os raios X ou gama produzem no ar: a carga elétrica dos íons criados por unidade de massa de ar. Sua unidade SI é o coulomb por quilograma (C/kg). O roentgen (R) é a unidade tradicional de ionização no ar, definida como exatamente {{1 r c_kg}} C/kg; o miliroentgen e o microroentgen são um milésimo e um milionésimo dele.",
      "A exposição só se aplica à radiação X e gama no ar, e não é uma dose. Os monitores portáteis de radiação e os dosímetros mais antigos leem em mR/h ou µR/h (a radiação natural de fundo costuma ficar entre alguns e cerca de 20 µR/h), e a literatura antiga de radiologia e de defesa civil usa roentgens. Para raios gama, uma exposição de 1 R corresponde a uma dose absorvida de cerca de 8,76 mGy no ar e um pouco menos de 0,01 Gy em tecido mole, o que é a origem da regra prática 1 R ≈ 1 rad.",
    ],
    useCases: [
      "Converter entre unidades as leituras de monitores portáteis de radiação antigos (mR/h, µR/h).",
      "Passar exposições históricas em roentgens para a unidade SI C/kg.",
      "Comparar leituras de fundo em µR com limites de instrumentos em mR.",
    ],
    faqs: [
      {
        question: "Como converto roentgens em grays ou sieverts?",
        answer:
          "Não com um único fator, porque a exposição é ionização no ar, enquanto o gray e o sievert são doses. Para raios gama em tecido mole, 1 R dá aproximadamente 0,0095 Gy, e, para essa radiação, a dose equivalente em Sv é numericamente igual à dose absorvida em Gy; o Conversor de Dose Absorvida converte entre Gy, rad, mGy e µGy.",
      },
    ],
    example: {
      note: "Taxas como µR/h se convertem da mesma forma, com a hora mantida nos dois lados.",
    },
    accuracy: {
      definitions:
        "O roentgen é definido como exatamente {{1 r c_kg}} C/kg (NIST SP 811), e o kR, o mR e o µR são degraus decimais exatos dele.",
      caveat:
        "Converter exposição em dose absorvida (Gy) ou em dose efetiva (Sv) não é um fator fixo: depende da energia da radiação e do material.",
    },
  },
  "/radiation-absorbed-dose": {
    about: [
      "A dose absorvida é a energia que a radiação ionizante deposita por unidade de massa de matéria. Sua unidade SI é o gray (Gy), um joule por quilograma. O rad (radiation absorbed dose, dose de radiação absorvida) é a unidade CGS mais antiga, de 100 erg por grama, exatamente {{1 rad gy}} Gy, então 1 Gy = {{1 gy rad}} rad e 1 rad = {{1 rad mgy}} mGy. A imagem médica trabalha em miligrays e micrograys.",
      "A radioterapia prescreve doses em Gy (geralmente cerca de 2 Gy por fração diária), os tomógrafos informam o seu índice de dose em mGy, e doses de corpo inteiro acima de cerca de 1 Gy causam a síndrome aguda da radiação. O gray mede a energia física; o sievert (Sv), que tem a mesma dimensão J/kg, a pondera pelo efeito biológico do tipo de radiação e do tecido, então Gy e Sv não são intercambiáveis em geral. O rad também é diferente do rd (rutherford), uma unidade de atividade.",
    ],
    useCases: [
      "Converter doses de radioterapia e de radiobiologia entre rad e Gy (1 cGy = 1 rad).",
      "Ler relatórios de dose de tomografia e de raios X em mGy ao lado de valores antigos em rad ou mrad.",
      "Converter dados de dosímetros e de calibração entre Gy, mGy e µGy.",
    ],
    faqs: [
      {
        question: "Um gray é o mesmo que um sievert?",
        answer:
          "Os dois são joules por quilograma, mas o gray é energia absorvida e o sievert é uma dose ponderada pelo efeito biológico. Para raios X, raios gama e elétrons, o fator de ponderação da radiação é 1, então 1 Gy corresponde a 1 Sv de dose equivalente; para partículas alfa, o fator é 20.",
      },
    ],
    example: { context: "uma fração de radioterapia" },
    accuracy: {
      definitions:
        "O gray é um joule por quilograma e o rad vale exatamente {{1 rad gy}} Gy (100 erg/g), e as unidades de gray e de rad com prefixos são degraus decimais exatos, então toda conversão é exata.",
      caveat:
        "A página converte apenas a dose absorvida; transformar Gy em Sv exige fatores de ponderação da radiação e do tecido.",
    },
  },
};
