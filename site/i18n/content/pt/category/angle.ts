import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/category/angle.ts. */
export const texts: UnitTranslations = {
  "/angle": {
    about: [
      "Um ângulo plano mede o quanto se gira entre duas retas que se encontram em um ponto. A unidade SI é o radiano (rad): o ângulo no centro de um círculo que determina um arco de comprimento igual ao raio. Como o radiano é a razão entre dois comprimentos, ele é adimensional, e uma volta completa, cuja circunferência é 2π vezes o raio, mede 2π rad. Um radiano equivale a {{1 rad deg}} graus, e um grau é π/180 rad, ou seja, {{1 deg rad}} rad.",
      "O grau divide uma volta completa em 360 partes ({{1 turn deg}}° por volta). Cada grau tem {{1 deg arcmin}} minutos de arco (′), e cada minuto tem {{1 arcmin arcsec}} segundos de arco (″); assim, um grau tem {{1 deg arcsec}} segundos de arco. Minutos e segundos de arco são usados para latitude e longitude, na astronomia, na topografia e na óptica. O grado, também chamado de gon ou grad, divide uma volta em {{1 turn grad}} partes, de modo que um ângulo reto mede {{90 deg grad}} grados; é usado na topografia, sobretudo na Europa continental.",
      "A volta (uma revolução, {{1 turn rad}} rad) é a unidade natural para máquinas rotativas e para contar rotações. Todos os fatores desta página decorrem da relação exata 1 volta = 2π rad = 360° = 400 gon; como π é irracional, qualquer conversão entre radianos e as demais unidades tem uma expansão decimal infinita, e o conversor a mostra com seis casas decimais ou em notação científica.",
    ],
    useCases: [
      "Alternar entre modos da calculadora ou linguagens de programação, cujas funções trigonométricas em geral esperam radianos: 30° equivalem a {{30 deg rad}} rad.",
      "Converter coordenadas entre graus, minutos e segundos e graus decimais: 30′ equivalem a {{30 arcmin deg}}°, e 45″ a {{45 arcsec arcmin}}′.",
      "Ler instrumentos topográficos e mapas graduados em gon: 50 gon equivalem a {{50 grad deg}}°.",
      "Descrever tamanhos aparentes na astronomia: a Lua cheia cobre cerca de 31 minutos de arco, {{31 arcmin deg}}°.",
      "Especificar rotações em mecânica e animação: 2,5 voltas equivalem a {{2.5 turn deg}}° ou {{2.5 turn rad}} rad.",
    ],
    guides: [
      {
        title: "Como converter ângulos à mão",
        content: [
          "De graus para radianos: multiplique por π/180, cerca de {{1 deg rad}}. De radianos para graus: multiplique por 180/π, cerca de {{1 rad deg}}. Mantenha π no resultado sempre que puder: 90° são π/2 rad, {{90 deg rad}} com seis casas decimais.",
          "De grados para graus: multiplique por {{1 grad deg}}; de graus para grados: multiplique por {{1 deg grad}}. De voltas para graus: multiplique por {{1 turn deg}}.",
        ],
      },
      {
        title: "Graus, minutos e segundos",
        content: [
          "Uma posição como 40° 26′ 46″ se lê como 40 graus mais 26 minutos mais 46 segundos de arco. Para escrevê-la em graus decimais, converta os minutos e os segundos em graus e some: 26′ são {{26 arcmin deg}}° e 46″ são {{46 arcsec deg}}°.",
          "Para voltar, pegue os graus inteiros, multiplique a parte decimal restante por {{1 deg arcmin}} para obter os minutos e multiplique o que sobrar disso por {{1 arcmin arcsec}} para obter os segundos. Um segundo de arco é pequeno: um radiano contém {{1 rad arcsec}} deles.",
        ],
      },
    ],
    tips: [
      {
        title: "Confira o modo da calculadora",
        content: [
          "sen(30) só dá 0,5 no modo de graus. No modo de radianos, a calculadora entende 30 como 30 rad, cerca de {{30 rad deg}}°, e dá outra resposta.",
        ],
      },
      {
        title: "Porcentagem de inclinação não é ângulo",
        content: [
          "Uma inclinação de 100 % sobe 1 m a cada 1 m na horizontal, o que corresponde a 45°, e não a 90°. Use o arco tangente da inclinação para obter o ângulo.",
        ],
      },
      {
        title: "Grados não são “grades”",
        content: [
          "O “grad” da calculadora é o grado ({{1 grad deg}}°), que nada tem a ver com a inclinação percentual de uma estrada (em inglês, “grade”).",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos graus há em um radiano?",
        answer:
          "Um radiano equivale a 180/π graus, {{1 rad deg}}°. Inversamente, um grau é π/180 rad, {{1 deg rad}} rad.",
      },
      {
        question: "Como converto graus em radianos?",
        answer:
          "Multiplique por π e divida por 180. Por exemplo, 45° são π/4 rad, ou seja, {{45 deg rad}} rad, e 180° são π rad, {{180 deg rad}} rad.",
      },
      {
        question: "O que é um grado?",
        answer:
          "Um grado (gon, grad) é 1/400 de uma volta completa, {{1 grad deg}}°; assim, um ângulo reto mede {{90 deg grad}} grados. É usado principalmente na topografia.",
      },
      {
        question: "Quantos segundos de arco há em um grau?",
        answer:
          "Um grau tem {{1 deg arcmin}} minutos de arco, e cada minuto de arco tem {{1 arcmin arcsec}} segundos de arco; logo, um grau tem {{1 deg arcsec}} segundos de arco.",
      },
      {
        question: "Por que os cientistas usam radianos?",
        answer:
          "Porque, em radianos, o comprimento do arco é simplesmente raio × ângulo, e as derivadas do seno e do cosseno assumem suas formas simples. Por isso, a maioria das linguagens de programação e das fórmulas da física espera ângulos em radianos; uma volta completa é 2π, ou seja, {{1 turn rad}} rad.",
      },
    ],
  },
};
