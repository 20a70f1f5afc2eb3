import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/category/energy.ts. */
export const texts: UnitTranslations = {
  "/energy": {
    about: [
      "Energia é a capacidade de realizar trabalho ou de aquecer algo. Sua unidade SI é o joule (J): o trabalho realizado por uma força de um newton ao longo de um metro, ou um watt durante um segundo (1 W·s = {{1 ws j}} J). A eletricidade é cobrada em quilowatts-hora: um kWh é um quilowatt durante uma hora, exatamente {{1 kwh mj}} MJ. O trabalho mecânico também aparece como newton-metro, pé-libra-força ou quilograma-força-metro, e a física usa o erg ({{1 erg j}} J) e, na escala atômica, o elétron-volt, o hartree e o rydberg. O elétron-volt é a carga elementar, fixada em 2019 em exatamente 1,602176634 × 10⁻¹⁹ C, vezes um volt: {{1 ev j}} J com sete algarismos.",
      "As calorias existem em vários tamanhos. A caloria (cal) desta página é a caloria da Tabela Internacional, exatamente {{1 cal j}} J; a caloria termoquímica tem exatamente {{1 cal_th j}} J. A Caloria alimentar, escrita com C maiúsculo, a “caloria” dos rótulos nutricionais, é uma quilocaloria; esta página usa a quilocaloria termoquímica, {{1 cal_nut j}} J, o valor adotado pelas regras de rotulagem de alimentos da UE e pela FAO. Ela equivale a {{1 cal_nut kcal}} de uma quilocaloria da Tabela Internacional ({{1 kcal j}} J); assim, a escolha quase não altera um valor de dieta, mas altera os últimos algarismos.",
      "A unidade térmica britânica (BTU, da Tabela Internacional) tem {{1 btu j}} J, aproximadamente o calor que aquece uma libra de água em 1 °F. O gás natural é vendido por therm ({{1 therm btu}} BTU) e negociado por MMBtu, um milhão de BTU ({{1 mbtu gj}} GJ). Cuidado com “MBtu”: no comércio dos EUA, o M romano muitas vezes significa mil, de modo que um MBtu pode ser mil BTU; o mbtu desta página é sempre um milhão. A energia de explosões é dada em toneladas de TNT, por convenção 10⁹ calorias termoquímicas por tonelada, ou seja, {{1 ton_tnt gj}} GJ.",
    ],
    useCases: [
      "Ler rótulos de alimentos que dão a energia em kJ ou kcal: 2.000 Calorias alimentares são {{2000 cal_nut kj}} kJ, e 500 kJ são {{500 kj cal_nut}} Cal.",
      "Comparar contas de energia da casa: 100 kWh de eletricidade são {{100 kwh btu}} BTU, e 100 therms de gás são {{100 therm kwh}} kWh.",
      "Comparar combustíveis para aquecimento e preços de gás natural por MMBtu com preços por kWh ou GJ: 1 MMBtu equivale a {{1 mbtu kwh}} kWh.",
      "Fazer exercícios de física e química que misturam joules, calorias e elétron-volts: 1 eV equivale a {{1 ev j}} J.",
      "Dimensionar baterias: um pacote de baterias de 75 kWh armazena {{75 kwh mj}} MJ.",
      "Comparar explosões e impactos expressos em equivalente de TNT: 1 quilotonelada equivale a {{1 kton gj}} GJ.",
    ],
    guides: [
      {
        title: "Calorias, quilocalorias e Calorias alimentares",
        content: [
          "Em nutrição, “caloria” quase sempre significa a quilocaloria, às vezes escrita Caloria ou kcal. Um lanche de 250 Calorias contém {{250 cal_nut kj}} kJ, o número que os rótulos europeus e australianos imprimem ao lado das kcal ou no lugar delas. Multiplique as Calorias alimentares por {{1 cal_nut kj}} para obter quilojoules, ou divida os quilojoules pelo mesmo número.",
          "Em física e engenharia, entende-se a caloria pequena, de {{1 cal j}} J (Tabela Internacional) ou {{1 cal_th j}} J (termoquímica). Uma Caloria alimentar equivale a {{1 cal_nut cal_th}} calorias termoquímicas. Confundir os dois tamanhos é um erro de um fator de mil, muito maior que a pequena diferença entre as definições IT e termoquímica.",
        ],
      },
      {
        title: "Como converter energia à mão",
        content: [
          "De kWh para MJ: multiplique por {{1 kwh mj}}. De kWh para BTU: multiplique por {{1 kwh btu}}. De BTU para kJ: multiplique por {{1 btu kj}}. Para gás, 1 therm equivale a {{1 therm kwh}} kWh e 1 MMBtu a {{1 mbtu therm}} therms.",
          "De joules para calorias: divida por {{1 cal j}} (caloria IT); assim, 1.000 J são {{1000 j cal}} cal. De joules para elétron-volts: 1 J equivale a {{1 j ev}} eV.",
        ],
      },
    ],
    tips: [
      {
        title: "Potência não é energia",
        content: [
          "kW é uma taxa; kWh, uma quantidade. Um aquecedor de 2 kW funcionando por 3 horas consome 6 kWh, ou seja, {{6 kwh mj}} MJ.",
        ],
      },
      {
        title: "Confira o M de MBtu",
        content: [
          "Antes de converter um preço de gás, verifique se “MBtu” significa mil ou um milhão de BTU. O MMBtu desta página é sempre um milhão de BTU, {{1 mbtu kwh}} kWh.",
        ],
      },
      {
        title: "Use a caloria certa",
        content: [
          "Para alimentos, use a Caloria alimentar (kcal), {{1 cal_nut kj}} kJ. Para dados antigos de física e química, verifique se a fonte usava a caloria IT ou a termoquímica.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos joules há em uma caloria?",
        answer:
          "Uma caloria da Tabela Internacional tem exatamente {{1 cal j}} J, e uma caloria termoquímica exatamente {{1 cal_th j}} J. Uma Caloria alimentar (quilocaloria) tem {{1 cal_nut j}} J nesta página.",
      },
      {
        question: "Uma Caloria alimentar é o mesmo que uma quilocaloria?",
        answer:
          "Sim. A Caloria dos rótulos nutricionais é uma quilocaloria, mil calorias pequenas. Esta página usa o valor termoquímico, {{1 cal_nut kj}} kJ, como fazem as regras de rotulagem da UE e a FAO; a quilocaloria da Tabela Internacional tem {{1 kcal kj}} kJ.",
      },
      {
        question: "Quantos kJ há em uma kcal?",
        answer:
          "Uma quilocaloria alimentar tem {{1 cal_nut kj}} kJ, e 1 kJ equivale a {{1 kj cal_nut}} Calorias alimentares. A quilocaloria da Tabela Internacional é um pouco maior, {{1 kcal kj}} kJ.",
      },
      {
        question: "Quantos BTU há em um kWh?",
        answer:
          "Um quilowatt-hora equivale a {{1 kwh btu}} BTU (Tabela Internacional), e um BTU a {{1 btu wh}} Wh, já que um kWh tem exatamente {{1 kwh j}} J e um BTU {{1 btu j}} J.",
      },
      {
        question: "O que é um MMBtu?",
        answer:
          "Um milhão de unidades térmicas britânicas (10⁶ BTU), ou seja, {{1 mbtu gj}} GJ, {{1 mbtu kwh}} kWh e {{1 mbtu therm}} therms. É a unidade usual de negociação do gás natural na América do Norte.",
      },
      {
        question: "Quantos joules há em um elétron-volt?",
        answer:
          "Um elétron-volt equivale a {{1 ev j}} J, a energia que um elétron ganha ao atravessar uma diferença de potencial de um volt. O valor é exato desde 2019, quando o SI fixou a carga elementar em 1,602176634 × 10⁻¹⁹ C. Um joule equivale a {{1 j ev}} eV.",
      },
    ],
  },
};
