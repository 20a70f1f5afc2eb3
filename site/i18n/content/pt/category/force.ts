import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/category/force.ts. */
export const texts: UnitTranslations = {
  "/force": {
    about: [
      "Força é o que altera o movimento de um corpo: pela segunda lei de Newton, ela é igual à massa vezes a aceleração. Sua unidade SI é o newton (N), a força que dá a uma massa de um quilograma uma aceleração de um metro por segundo ao quadrado (1 N = 1 kg·m/s²). O quilonewton ({{1 kn n}} N) é comum na engenharia estrutural e mecânica. No antigo sistema CGS, a unidade é a dina, {{1 dyn n}} N; assim, um newton equivale a {{1 n dyn}} dinas.",
      "As unidades gravitacionais de força são definidas como o peso de uma massa padrão sob a gravidade padrão, g₀ = 9,80665 m/s² exatamente. O quilograma-força (kgf, também chamado de quilopond) é o peso de um quilograma, exatamente {{1 kgf n}} N. A libra de força (lbf) é o peso de uma libra avoirdupois, 0,45359237 kg × 9,80665 m/s², um produto exato que, arredondado, dá {{1 lbf n}} N. Como ambos são pesos de massas, 1 kgf equivale a {{1 kgf lbf}} lbf, a mesma razão que existe entre o quilograma e a libra.",
      "O poundal (pdl) pertence ao sistema absoluto pé-libra-segundo: é a força que acelera uma libra em um pé por segundo ao quadrado, {{1 pdl n}} N. Uma libra de força equivale a {{1 lbf pdl}} poundals, o valor numérico de g₀ em pés por segundo ao quadrado. A confusão mais frequente nesta página é entre massa e força: quilograma e libra são massas, quilograma-força e libra de força são forças, e, na superfície da Terra, uma massa de 1 kg pesa cerca de {{1 kgf n}} N.",
    ],
    useCases: [
      "Ler o empuxo de motores, dado em newtons, quilonewtons ou libras de força: 100 kN de empuxo são {{100 kn lbf}} lbf.",
      "Conferir as cargas nominais de cordas, ancoragens, parafusos e equipamentos de escalada, muitas vezes dadas em kN: um mosquetão de 22 kN suporta {{22 kn kgf}} kgf ou {{22 kn lbf}} lbf.",
      "Converter leituras de molas, balanças e células de carga entre unidades métricas e dos EUA: 50 N equivalem a {{50 n lbf}} lbf.",
      "Resolver problemas de física que misturam unidades CGS e SI: 5.000 dyn equivalem a {{5000 dyn n}} N.",
      "Interpretar dados técnicos europeus antigos em quilogramas-força ou quiloponds: 250 kgf equivalem a {{250 kgf kn}} kN.",
    ],
    guides: [
      {
        title: "Como converter força à mão",
        content: [
          "De libras de força para newtons: multiplique por {{1 lbf n}}. De newtons para libras de força: multiplique por {{1 n lbf}}. Por exemplo, 50 lbf são {{50 lbf n}} N, e 100 N são {{100 n lbf}} lbf.",
          "De quilogramas-força para newtons: multiplique por {{1 kgf n}}, a aceleração padrão da gravidade. Para uma estimativa rápida, muitos engenheiros usam 10, o que superestima o resultado em cerca de 2 %; o conversor usa o valor exato, de modo que 20 kgf são {{20 kgf n}} N.",
        ],
      },
      {
        title: "Massa, peso e força",
        content: [
          "Uma balança que marca “70 kg” mede a força da gravidade sobre um corpo e a divide por um g presumido. A massa é de 70 kg; a força é de cerca de {{70 kgf n}} N, ou {{70 kgf lbf}} lbf, sob a gravidade padrão. A gravidade real varia um pouco com a latitude e a altitude, mas o quilograma-força e a libra de força são definidos com o valor padrão fixo de 9,80665 m/s².",
          "Para converter uma massa em força peso, multiplique por g: quilogramas vezes 9,80665 dá newtons. Para converter unidades de massa (de kg para lb), use o conversor de peso.",
        ],
      },
    ],
    tips: [
      {
        title: "lb é massa, lbf é força",
        content: [
          "Especificações de engenharia escrevem lbf (ou às vezes lb) para força. Quando um valor em “libras” descreve um empurrão, uma tração, um empuxo ou uma carga, trata-se de libras de força.",
        ],
      },
      {
        title: "Quilopond é igual a quilograma-força",
        content: [
          "Dados antigos alemães e do Leste Europeu em kp (quilopond) usam a mesma unidade que o kgf: {{1 kgf n}} N.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos newtons há em uma libra de força?",
        answer:
          "Uma libra de força equivale a {{1 lbf n}} N, e um newton a {{1 n lbf}} lbf. A libra de força é o peso de uma libra sob a gravidade padrão (9,80665 m/s²).",
      },
      {
        question: "Quantos newtons é 1 kg?",
        answer:
          "Um quilograma é uma massa, não uma força, mas sob a gravidade padrão ele pesa 1 kgf, que equivale a exatamente {{1 kgf n}} N. Na Lua, o mesmo quilograma pesaria cerca de um sexto disso.",
      },
      {
        question: "Qual é a diferença entre kgf e N?",
        answer:
          "O newton é a unidade SI de força. O quilograma-força é o peso de 1 kg sob a gravidade padrão: 1 kgf = {{1 kgf n}} N; logo, 1 N = {{1 n kgf}} kgf.",
      },
      {
        question: "Quantas libras de força há em um quilonewton?",
        answer:
          "Um quilonewton equivale a {{1 kn lbf}} lbf, ou {{1 kn kgf}} kgf. Uma carga de 10 kN equivale a {{10 kn lbf}} lbf.",
      },
      {
        question: "O que é um poundal?",
        answer:
          "É a força que acelera uma massa de uma libra a um pé por segundo ao quadrado: {{1 pdl n}} N. Equivale a cerca de {{1 pdl lbf}} libra de força e aparece sobretudo em textos antigos de física.",
      },
    ],
  },
};
