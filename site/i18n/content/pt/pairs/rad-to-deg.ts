import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/pairs/rad-to-deg.ts. */
export const texts: UnitTranslations = {
  "/rad-to-deg": {
    about: [
      "O radiano (rad) é a unidade SI de ângulo plano: o ângulo no centro de um círculo que subtende um arco de comprimento igual ao raio. Uma volta completa é, portanto, 2π rad, a circunferência dividida pelo raio, e essa mesma volta completa tem 360 graus. De π rad = 180° decorre a relação exata 1 rad = 180/π graus, que dá {{1 rad deg}}° com seis casas decimais.",
      "Para converter radianos em graus, multiplique por 180/π. O fator é irracional, então, fora os múltiplos de π, os resultados em graus são arredondados, e o conversor mostra seis casas decimais. Um radiano é um ângulo muito maior que um grau, então o número de graus é sempre cerca de 57 vezes o número de radianos. Os radianos são a unidade natural do cálculo, da física e da programação (as funções trigonométricas da maioria das linguagens de programação recebem e devolvem radianos), enquanto os graus são a forma como as pessoas leem e expressam ângulos; a conversão transforma um ângulo calculado num ângulo que dá para visualizar.",
    ],
    useCases: [
      "Cálculos matemáticos",
      "Aplicações de engenharia",
      "Pesquisa científica",
      "Programação: transformar em graus, para exibição, o resultado de atan2, asin ou acos",
    ],
    tips: [
      {
        title: "Múltiplos de π",
        content: [
          "Quando um ângulo está escrito como múltiplo de π, substitua π por 180°: π/6 rad vira 180°/6, e 3π/4 rad vira 3 × 180°/4. Digitar o valor decimal dá o mesmo: 3π/4 = 2,356194490192345 rad são {{2.356194490192345 rad deg}}°.",
        ],
      },
      {
        title: "Confira o modo da calculadora",
        content: [
          "Uma calculadora no modo graus dá sin(1) = 0,017452…, o seno de um grau; no modo radianos ela dá 0,841470…, o seno de um radiano. Um resultado que parece errado muitas vezes é um modo trocado.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quantos graus tem 1 radiano?",
        answer:
          "1 rad são 180/π graus, {{1 rad deg}}° com seis casas decimais, ou {{1 rad arcmin}} minutos de arco.",
      },
      {
        question: "Como converto radianos em graus?",
        answer: "Multiplique por 180 e divida por π. Para 2 rad: 2 × 180 / π = {{2 rad deg}}°.",
      },
      {
        question: "Quanto é π radianos em graus?",
        answer:
          "π rad são exatamente 180°: digitar π com a precisão de um double (3,141592653589793) dá {{3.141592653589793 rad deg}}°. Da mesma forma, π/2 rad são {{1.5707963267948966 rad deg}}° e 2π rad são {{6.283185307179586 rad deg}}°.",
      },
      {
        question: "Por que os matemáticos usam radianos em vez de graus?",
        answer:
          "Com radianos, o comprimento de um arco é simplesmente raio × ângulo, e a derivada de sen x é cos x, sem nenhum fator extra. Com graus, um fator π/180 aparece em todas essas fórmulas.",
      },
      {
        question: "O radiano é uma unidade de verdade?",
        answer:
          "Sim. É a unidade SI coerente de ângulo plano, uma razão entre dois comprimentos (metro por metro), por isso costuma ser omitido em produtos, como rad/s escrito s⁻¹. Indicá-lo evita confusão com os graus.",
      },
    ],
  },
  "/deg-to-rad": {
    about: [
      "O grau (°) divide uma volta completa em 360 partes iguais e é a unidade de ângulo do dia a dia na geometria, na navegação, na topografia e na construção; cada grau se divide em 60 minutos de arco e cada minuto em 60 segundos. O radiano, unidade SI, mede um ângulo pelo arco que ele subtende dividido pelo raio, então uma volta completa tem 2π rad. Daí 1° = π/180 rad, que dá {{1 deg rad}} rad com seis casas decimais.",
      "Para converter graus em radianos, multiplique por π/180. Os ângulos comuns têm valores simples em termos de π: 180° = π rad ({{180 deg rad}} rad), 90° = π/2 rad ({{90 deg rad}}), 45° = π/4 rad ({{45 deg rad}}) e 360° = 2π rad ({{360 deg rad}}). Os graus são convertidos em radianos antes de usar as funções trigonométricas na maioria das linguagens de programação e planilhas, para a velocidade angular em rad/s, nas fórmulas de comprimento de arco e de área de setor e em cálculos de física e engenharia.",
    ],
    useCases: [
      "Passar ângulos para sin, cos e tan em linguagens de programação e planilhas",
      "Fórmulas de comprimento de arco (raio × ângulo) e de área de setor",
      "Velocidade angular e rotação na física e na engenharia",
      "Converter ângulos de topografia, navegação e desenho para cálculos",
    ],
    tips: [
      {
        title: "Mantenha o π quando puder",
        content: [
          "Na matemática, as respostas costumam ficar como múltiplos de π: 60° são π/3 rad, e não {{60 deg rad}} rad. Converta para decimal só no final, para um resultado numérico.",
        ],
      },
      {
        title: "Minutos e segundos primeiro",
        content: [
          "Um ângulo como 30° 15′ precisa virar graus decimais antes da conversão: 15′ são {{15 arcmin deg}}°, então 30° 15′ são 30,25°, o que dá {{30.25 deg rad}} rad.",
        ],
      },
    ],
    faqs: [
      {
        question: "Quanto são 180 graus em radianos?",
        answer:
          "180° são exatamente π rad, que o conversor mostra como {{180 deg rad}} rad. Meia volta são π radianos.",
      },
      {
        question: "Quais são os valores mais comuns de graus em radianos?",
        answer:
          "180° = π rad ({{180 deg rad}}), 90° = π/2 ({{90 deg rad}}), 45° = π/4 ({{45 deg rad}}), 360° = 2π ({{360 deg rad}}). E também 30° = π/6 ({{30 deg rad}}) e 60° = π/3 ({{60 deg rad}}).",
      },
      {
        question: "Quantos radianos tem 1 grau?",
        answer: "1° são π/180 rad, {{1 deg rad}} rad com seis casas decimais.",
      },
      {
        question: "Quantos radianos tem um círculo completo?",
        answer: "Um círculo completo, 360°, tem 2π rad, {{360 deg rad}} rad.",
      },
      {
        question: "Como converto graus em radianos no Excel ou em código?",
        answer:
          "Multiplique por π/180: numa planilha, RADIANS(A1) ou A1*PI()/180; em JavaScript, x * Math.PI / 180; em Python, math.radians(x). As funções trigonométricas dos três esperam radianos.",
      },
    ],
  },
};
