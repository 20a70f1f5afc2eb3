import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/category/length.ts. */
export const texts: UnitTranslations = {
  "/length": {
    about: [
      "Comprimento é a distância entre dois pontos. Sua unidade SI é o metro (m), definido desde 1983 pela velocidade da luz: um metro é a distância que a luz percorre no vácuo em 1/299.792.458 de segundo. As unidades métricas desta página são múltiplos decimais do metro, do femtômetro ({{1 fm m}} m) ao gigâmetro ({{1 gm m}} m); por isso, converter entre elas é só deslocar a vírgula.",
      "A polegada, o pé, a jarda e a milha são comuns ao sistema usual dos EUA e ao sistema imperial. Desde o acordo internacional da jarda e da libra de 1959, elas são definidas exatamente a partir do metro: uma polegada mede exatamente {{1 in cm}} cm, um pé {{1 ft m}} m, uma jarda {{1 yd m}} m e uma milha {{1 mi km}} km. As razões entre elas também são fixas: {{1 ft in}} polegadas por pé, {{1 yd ft}} pés por jarda e {{1 mi ft}} pés por milha. A milha náutica, usada no mar e na aviação, é uma unidade à parte, de exatamente {{1 nmi m}} m, cerca de {{1 nmi mi}} milhas terrestres.",
      "As distâncias astronômicas usam a unidade astronômica (exatamente {{1 au km}} km, fixada pela UAI em 2012), o ano-luz (a distância que a luz percorre em um ano juliano de 365,25 dias, {{1 ly km}} km) e o parsec ({{1 pc ly}} anos-luz). Unidades antigas de terra e de comércio, como o furlong ({{1 furlong yd}} yd), a cadeia ({{1 chain yd}} yd), o rod ({{1 rod ft}} ft), a braça ({{1 fathom ft}} ft) e a mão ({{1 hand in}} in), são definidas aqui a partir do pé internacional. O mil, ou thou, é um milésimo de polegada ({{1 mil mm}} mm), e o ångström e o raio de Bohr servem às escalas atômicas.",
    ],
    useCases: [
      "Dar uma altura nos dois sistemas: uma pessoa de 180 cm de altura mede {{180 cm ft}} ft, ou {{180 cm in}} in.",
      "Converter distâncias de corrida: uma prova de 10 km tem {{10 km mi}} milhas, e uma maratona de 42,195 km tem {{42.195 km mi}} milhas.",
      "Ler tamanhos de telas e TVs, dados em polegadas de diagonal: uma tela de 55 polegadas mede {{55 in cm}} cm de um canto ao outro.",
      "Planejar voos e viagens marítimas, em que as cartas e o controle de tráfego aéreo usam milhas náuticas: 100 nmi equivalem a {{100 nmi km}} km.",
      "Converter espessuras de usinagem e de chapas dadas em mils ou thou: 10 mil equivalem a {{10 mil mm}} mm.",
      "Expressar distâncias astronômicas: uma estrela a 10 parsecs está a {{10 pc ly}} anos-luz, ou {{10 pc km}} km, do Sol.",
    ],
    guides: [
      {
        title: "Como converter comprimentos à mão",
        content: [
          "Todo comprimento imperial é definido por um fator exato a partir do metro; por isso, a conversão é uma única multiplicação. De pés para metros: multiplique por {{1 ft m}}. De polegadas para centímetros: multiplique por {{1 in cm}}. De milhas para quilômetros: multiplique por {{1 mi km}}. Esses três fatores são exatos; assim, um resultado como {{6 ft m}} m para 6 ft não tem arredondamento algum.",
          "No sentido inverso, divide-se pelo mesmo fator exato, e é por isso que os fatores citados para esse sentido são arredondados: 1 m equivale a {{1 m ft}} ft (1 ÷ {{1 ft m}}), 1 cm a {{1 cm in}} in e 1 km a {{1 km mi}} mi. Para uma estimativa mental grosseira, multiplique os quilômetros por 5/8: 8 km são, na verdade, {{8 km mi}} mi.",
          "Pés e polegadas juntos: converta primeiro todo o comprimento em polegadas ({{1 ft in}} in por pé) e depois multiplique por {{1 in cm}}. 5 ft 10 in são {{5 ft cm}} cm + {{10 in cm}} cm = {{70 in cm}} cm. Para voltar, divida os centímetros por {{1 in cm}} e separe as polegadas em pés.",
        ],
      },
      {
        title: "Milhas terrestres, milhas náuticas e léguas",
        content: [
          "A milha terrestre tem {{1 mi ft}} ft, ou {{1 mi m}} m. A milha náutica tem {{1 nmi m}} m, valor escolhido por ser próximo de um minuto de arco de latitude na Terra, o que a torna prática para navegar com cartas; um nó é uma milha náutica por hora.",
          "A légua teve muitos valores ao longo da história. Esta página usa a légua terrestre inglesa, de {{1 lea mi}} milhas terrestres, {{1 lea km}} km.",
        ],
      },
    ],
    tips: [
      {
        title: "Use os fatores exatos",
        content: [
          "Multiplique por {{1 ft m}}, {{1 in cm}} ou {{1 mi km}} em vez de usar fatores inversos arredondados: os fatores exatos não acrescentam nenhum erro de arredondamento próprio.",
        ],
      },
      {
        title: "Atenção à milha náutica",
        content: [
          "Uma “milha” na aviação ou na navegação é geralmente a milha náutica, {{1 nmi mi}} milhas terrestres. Verifique qual delas uma distância usa antes de convertê-la.",
        ],
      },
      {
        title: "Resultados muito pequenos e muito grandes",
        content: [
          "Resultados abaixo de 0,000001 ou a partir de 10¹⁵ são mostrados em notação científica; assim, um ano-luz aparece como {{1 ly m}} m, e não como uma longa fileira de algarismos ou um 0 arredondado.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos pés há em um metro?",
        answer:
          "Um metro equivale a {{1 m ft}} pés. O pé é definido como exatamente {{1 ft m}} m; logo, o número de pés em um metro é 1 ÷ {{1 ft m}}, um valor com infinitas casas decimais.",
      },
      {
        question: "Quantos centímetros há em uma polegada?",
        answer:
          "Exatamente {{1 in cm}} cm. A polegada é definida como {{1 in mm}} mm desde o acordo internacional da jarda e da libra de 1959; por isso, esse fator é exato, e não um arredondamento.",
      },
      {
        question: "Como converto quilômetros em milhas?",
        answer:
          "Multiplique os quilômetros por {{1 km mi}}, ou divida-os por {{1 mi km}}, o comprimento exato de uma milha em quilômetros. Por exemplo, 5 km equivalem a {{5 km mi}} milhas.",
      },
      {
        question: "Qual é a diferença entre uma milha e uma milha náutica?",
        answer:
          "A milha terrestre tem {{1 mi m}} m; a milha náutica tem {{1 nmi m}} m, cerca de {{1 nmi mi}} milhas terrestres. As milhas náuticas são usadas no mar e na aviação.",
      },
      {
        question: "Quanto mede um ano-luz em quilômetros?",
        answer:
          "Um ano-luz mede {{1 ly km}} km, a distância que a luz percorre no vácuo em um ano juliano de 365,25 dias. É uma distância, e não um tempo.",
      },
      {
        question: "Quantas polegadas há em um pé e em uma jarda?",
        answer:
          "Há {{1 ft in}} polegadas em um pé e {{1 yd in}} polegadas em uma jarda ({{1 yd ft}} pés). Em termos métricos, uma jarda mede exatamente {{1 yd cm}} cm.",
      },
    ],
  },
};
