import type { MedicalTranslations } from "../medical.ts";

/** The blood-sugar page in Brazilian Portuguese, by English path. */
export const texts: MedicalTranslations = {
  "/blood-sugar-converter": {
    about: [
      "A glicemia (a glicose no sangue) é informada em uma de duas unidades. Miligramas por decilitro (mg/dL) dão a massa de glicose em um décimo de litro de sangue ou plasma; milimols por litro (mmol/L), por sua vez, contam as moléculas de glicose em um litro, em milimols. As duas descrevem a mesma concentração, então uma leitura se converte exatamente de uma para a outra: 90 mg/dL equivalem a 5,00 mmol/L, e 7,0 mmol/L a 126,1 mg/dL. Os Estados Unidos usam mg/dL; Canadá, Reino Unido, Austrália e a maior parte da Europa usam mmol/L. Um glicosímetro, um aplicativo ou um laudo de laboratório sempre informa qual unidade usa.",
      "A ligação entre as duas unidades é a massa molar da glicose (C6H12O6), 180,156 g/mol: um milimol de glicose pesa 180,156 mg, e um litro tem dez decilitros, então 1 mmol/L = 18,0156 mg/dL. Para converter, divida mg/dL por 18,0156 ou multiplique mmol/L por 18,0156. Muitas tabelas usam os fatores arredondados 0,0555 (mmol/L por mg/dL) ou 18, que mudam o último dígito de leituras comuns: 99 mg/dL equivalem a 5,50 mmol/L, mas × 0,0555 dá 5,49; 3,0 mmol/L equivalem a 54,0 mg/dL, mas ÷ 0,0555 dá 54,1; e ÷ 18 transforma 100 mg/dL em 5,56 em vez de 5,55 mmol/L. Este conversor usa 18,0156 em todos os cálculos e mostra mmol/L com 2 casas decimais e mg/dL com 1, como fazem os glicosímetros e os laudos de laboratório.",
    ],
    useCases: [
      "Ler um glicosímetro, aplicativo ou laudo de laboratório em mmol/L quando as orientações que você tem estão em mg/dL, ou o contrário",
      "Comparar leituras de dois aparelhos ou aplicativos configurados em unidades diferentes",
      "Acompanhar artigos científicos, diretrizes e fóruns de países que usam a outra unidade",
      "Entender resultados de exames durante uma viagem ou depois de se mudar para outro país",
      "Conferir conversões em trabalhos e provas de enfermagem, medicina, nutrição ou análises clínicas",
      "Relacionar um resultado de HbA1c a uma glicose média estimada em mg/dL ou mmol/L",
    ],
    tips: [
      {
        title: "Confira a unidade antes de comparar",
        content: [
          "Um número não significa nada sem sua unidade. Leituras em mmol/L costumam ser números pequenos com uma casa decimal, como 5,5, enquanto leituras em mg/dL costumam ter dois ou três dígitos, como 99. Um valor de 7 é uma leitura comum em mmol/L (126,1 mg/dL), mas ficaria muito abaixo de qualquer leitura usual em mg/dL. Se você não tiver certeza de qual unidade um aparelho mostra, verifique a tela ou as configurações, ou pergunte ao fabricante ou ao seu médico.",
        ],
      },
      {
        title: "Converta o valor completo, não um valor arredondado",
        content: [
          "Arredondar antes de converter desloca o resultado. A tabela de referência arredonda os limites das faixas para uma casa decimal em mmol/L, por isso 5,6 mmol/L aparece tanto como o topo de Normal quanto como o início de Pré-diabetes; já a classificação abaixo de cada campo é decidida pelo valor exato: 5,5 mmol/L (99,1 mg/dL) é classificado como Normal, e 5,6 mmol/L (100,9 mg/dL) como Pré-diabetes. Digite a leitura como o aparelho ou o laudo a mostra.",
        ],
      },
      {
        title: "Converter a unidade não torna os resultados comparáveis",
        content: [
          "Converter muda apenas a unidade. Um glicosímetro de ponta de dedo, um sensor de monitoramento contínuo de glicose e um exame de laboratório medem a glicose em amostras diferentes e em momentos diferentes, e seus resultados podem diferir entre si. Pergunte ao seu médico como compará-los.",
        ],
      },
    ],
    faqs: [
      {
        question: "Qual é a glicemia de jejum normal?",
        answer:
          "Esta página classifica uma leitura de jejum de 70 a 100 mg/dL (cerca de 3,9 a 5,6 mmol/L) como Normal, acima de 100 até 125 mg/dL como Pré-diabetes, acima de 125 até 200 mg/dL como Alta, acima de 200 mg/dL (11,10 mmol/L) como Muito alta e abaixo de 70 mg/dL como Baixa. As diretrizes traçam os limites de formas diferentes: a American Diabetes Association considera pré-diabetes uma glicemia de jejum de 100 a 125 mg/dL (5,6 a 6,9 mmol/L) e diabetes uma de 126 mg/dL (7,0 mmol/L) ou mais, confirmada por um novo exame, enquanto a Organização Mundial da Saúde começa a glicemia de jejum alterada em 110 mg/dL (6,1 mmol/L). As faixas de referência também variam de laboratório para laboratório, e uma leitura feita depois de uma refeição não é uma leitura de jejum. Pergunte ao seu médico o que seus resultados significam no seu caso.",
      },
      {
        question: "Como converter mg/dL para mmol/L?",
        answer:
          "Divida por 18,0156, a massa molar da glicose (180,156 g/mol) dividida por dez. Por exemplo, 100 mg/dL ÷ 18,0156 = 5,55 mmol/L, 126 mg/dL equivalem a 6,99 mmol/L e 180 mg/dL a 9,99 mmol/L. Para o sentido inverso, multiplique por 18,0156: 5,0 mmol/L equivalem a 90,1 mg/dL e 7,8 mmol/L a 140,5 mg/dL. Uma conta de cabeça com 18 basta para ter uma ideia aproximada, mas pode mudar o último dígito mostrado.",
      },
      {
        question: "Por que os países usam unidades diferentes?",
        answer:
          "mg/dL é uma concentração em massa, a unidade tradicional da bioquímica clínica, e os laboratórios dos Estados Unidos ainda informam a glicose assim. mmol/L é uma concentração em quantidade de substância, a unidade do Sistema Internacional de Unidades (SI), adotada pelos laboratórios da maioria dos outros países. Alguns países usam as duas: na França, por exemplo, os resultados podem vir em mg/dL ao lado de mmol/L. A glicose é a mesma; só muda a forma de contá-la.",
      },
      {
        question: "O que é HbA1c e qual a relação com a glicose média?",
        answer:
          "A HbA1c (hemoglobina glicada, também chamada de A1C) é a fração da hemoglobina dos glóbulos vermelhos que tem glicose ligada. Ela reflete a glicemia média dos últimos dois a três meses, aproximadamente, e é informada em % (NGSP) ou em mmol/mol (IFCC): 7,0 % equivalem a 53 mmol/mol. O estudo ADAG a converteu em uma glicose média estimada (eAG, na sigla em inglês): eAG em mg/dL = 28,7 × HbA1c − 46,7, então 7 % correspondem a cerca de 154 mg/dL (8,6 mmol/L). É uma estimativa: a média real de uma pessoa pode ser bem mais alta ou mais baixa.",
      },
      {
        question: "Posso usar este conversor para diagnosticar diabetes ou hipoglicemia?",
        answer:
          "Não. O conversor muda unidades e classifica um número pelas faixas de referência desta página; ele não deve ser usado para autodiagnóstico, nem para decidir ou alterar qualquer tratamento. O diagnóstico se baseia em exames de laboratório, geralmente repetidos, interpretados por um profissional que conhece seu histórico, e as faixas variam conforme o laboratório e a diretriz. Se uma leitura preocupar você, ou se você não se sentir bem, procure um profissional de saúde.",
      },
    ],
    cards: [
      {
        title: "Onde se usa mg/dL",
        places: [
          "Estados Unidos",
          "Índia (algumas regiões)",
          "Japão (alguns contextos)",
          "França (junto com mmol/L)",
        ],
      },
      {
        title: "Onde se usa mmol/L",
        places: [
          "Canadá, Reino Unido, Austrália",
          "A maioria dos países europeus",
          "China, Rússia",
          "Grande parte da Ásia, da África e da América do Sul",
        ],
      },
    ],
    hba1c: {
      intro:
        "A HbA1c, a fração da hemoglobina com glicose ligada, reflete a glicemia média dos últimos dois a três meses, aproximadamente. Os laboratórios a informam em % (NGSP, como nos Estados Unidos) ou em mmol/mol (IFCC, como no Reino Unido e em boa parte da Europa), unidades ligadas pela equação mestra NGSP/IFCC: mmol/mol = (% − 2,15) × 10,929, então 6,5 % equivalem a 48 mmol/mol e 7,0 % a 53 mmol/mol. A glicose média estimada (eAG) vem do estudo ADAG: eAG em mg/dL = 28,7 × % − 46,7, dividida por 18,0156 para mmol/L. Digite um valor de 3 a 20 % ou de 9 a 195 mmol/mol. Isto é informação, não diagnóstico: pergunte ao seu médico o que seu resultado significa.",
      faqs: [
        {
          question: "Qual é a precisão da glicose média estimada?",
          answer:
            "É a média que o estudo ADAG encontrou em pessoas com a mesma HbA1c, não uma medição da sua própria glicose. As médias individuais variam bastante em torno dela: para uma HbA1c de 7 %, a faixa de 95 % do estudo ia de cerca de 123 a 185 mg/dL em torno da estimativa de 154 mg/dL. Anemia, perda de sangue ou transfusão recente, gravidez, doença renal e algumas variantes da hemoglobina também podem fazer a HbA1c dar mais alta ou mais baixa do que a glicose média sugeriria.",
        },
        {
          question: "Posso usar meu resultado de HbA1c aqui para diagnosticar diabetes?",
          answer:
            "Não. Esta calculadora converte unidades e estima uma média; ela não deve ser usada para autodiagnóstico nem para mudar um tratamento. As diretrizes usam, sim, a HbA1c no diagnóstico (o limiar de diabetes da American Diabetes Association é 6,5 %, 48 mmol/mol, confirmado por um novo exame), mas nesse caso o exame é feito em laboratório com um método padronizado e o resultado é interpretado por um profissional, e as metas e faixas variam conforme a diretriz e a pessoa. Converse sobre seu resultado com seu médico.",
        },
      ],
    },
  },
};
