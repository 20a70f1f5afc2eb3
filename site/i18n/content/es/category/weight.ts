import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/category/weight.ts. */
export const texts: UnitTranslations = {
  "/weight": {
    about: [
      "En el lenguaje cotidiano, «peso» significa masa, y las unidades de esta página son unidades de masa. La unidad del SI es el kilogramo (kg), definido desde 2019 mediante un valor fijo de la constante de Planck. Las unidades métricas son decimales: un gramo son {{1 g kg}} kg; un miligramo, {{1 mg g}} g, y una tonelada métrica, {{1 t kg}} kg. La fuerza que ejerce la gravedad sobre una masa se mide en newtons o en libras de fuerza, en el conversor de fuerza.",
      "La libra avoirdupois, que se usa en el sistema usual de EE. UU. y en el imperial, se define como exactamente {{1 lb g}} g por el acuerdo internacional de 1959. La onza es su dieciseisava parte ({{1 oz g}} g); el stone, {{1 st lb}} lb, y el grano, exactamente {{1 gr mg}} mg. Se usan tres «toneladas» distintas: la tonelada corta estadounidense de {{1 ton_us lb}} lb ({{1 ton_us kg}} kg), la tonelada larga británica de {{1 ton_uk lb}} lb ({{1 ton_uk kg}} kg) y la tonelada métrica de {{1 t kg}} kg ({{1 t lb}} lb). Del mismo modo, el quintal (hundredweight) de esta página es el británico, de {{1 cwt lb}} lb; el quintal corto estadounidense son 100 lb.",
      "Los metales preciosos se pesan en unidades troy: una onza troy son {{1 oz_troy gr}} granos ({{1 oz_troy g}} g), más que la onza avoirdupois de {{1 oz gr}} granos, mientras que la libra troy de {{1 lb_troy oz_troy}} onzas troy ({{1 lb_troy lb}} lb) es más ligera que la libra avoirdupois. Las piedras preciosas usan el quilate métrico de {{1 carat mg}} mg, dividido en {{1 carat point}} puntos. El tael y el catty de esta página son las unidades de Hong Kong: 1 catty = {{1 catty tael}} taeles = {{1 catty g}} g. El catty de Taiwán (0,6 kg) y el jin de China continental (0,5 kg) son unidades distintas con el mismo nombre tradicional.",
    ],
    useCases: [
      "Interpretar el peso corporal en distintos países: 70 kg son {{70 kg lb}} lb, o {{70 kg st}} stones, como suele darse en el Reino Unido e Irlanda.",
      "Seguir recetas que mezclan gramos y onzas: 250 g de harina son {{250 g oz}} oz, y un paquete de mantequilla de 1 lb son {{1 lb g}} g.",
      "Calcular el precio del oro y la plata, que cotizan por onza troy: 1 kg de lingotes son {{1 kg oz_troy}} onzas troy.",
      "Comparar pesos de carga o de vehículos dados en toneladas cortas, toneladas largas o toneladas métricas: 20 toneladas cortas son {{20 ton_us t}} toneladas métricas.",
      "Pesar medicamentos y balas en granos: 5 granos son {{5 gr mg}} mg.",
      "Comprar alimentos o hierbas en los mercados de Hong Kong, con precios por catty o por tael: medio catty son {{0.5 catty g}} g.",
    ],
    guides: [
      {
        title: "Convertir pesos a mano",
        content: [
          "La libra mide exactamente {{1 lb g}} g, así que para pasar de libras a kilogramos multiplique por esa cifra y divida entre 1000 (con seis decimales, {{1 lb kg}}). 150 lb son {{150 lb kg}} kg. Para el sentido contrario, multiplique los kilogramos por {{1 kg lb}}: 75 kg son {{75 kg lb}} lb. Una comprobación mental rápida: un kilogramo es algo más de 2 libras.",
          "Onzas y gramos: 1 oz = {{1 oz g}} g, y 100 g = {{100 g oz}} oz. Para los stones, convierta primero a libras ({{1 st lb}} lb por stone) y después a kilogramos: 11 st 4 lb son {{11 st lb}} lb + 4 lb, y 158 lb son {{158 lb kg}} kg.",
        ],
      },
      {
        title: "Troy, avoirdupois y el quilate",
        content: [
          "Los sistemas troy y avoirdupois se basan en el mismo grano de {{1 gr mg}} mg. La onza troy tiene {{1 oz_troy gr}} granos y la onza avoirdupois, {{1 oz gr}}, así que una onza troy son {{1 oz_troy oz}} onzas corrientes. El pennyweight, de {{1 dwt gr}} granos, es la vigésima parte de una onza troy.",
          "Cuando se da un precio por onza para el oro, la plata o el platino, es por onza troy. El quilate ({{1 carat g}} g) pesa piedras preciosas y perlas; el quilate de la joyería de oro (en inglés «karat», distinto del «carat» de las gemas) no es una masa, sino una pureza, en veinticuatroavos de oro puro.",
        ],
      },
    ],
    tips: [
      {
        title: "Indique qué tonelada",
        content: [
          "Escriba «tonelada corta», «tonelada larga» o «tonelada métrica» en lugar de solo «tonelada» (en inglés, «short ton», «long ton» o «tonne» en lugar de «ton»): una tonelada larga son {{1 ton_uk ton_us}} toneladas cortas, y una tonelada métrica, {{1 t ton_us}} toneladas cortas.",
        ],
      },
      {
        title: "Troy solo para metales preciosos",
        content: [
          "Use la onza avoirdupois ({{1 oz g}} g) para los alimentos, el correo y todo lo demás, y la onza troy ({{1 oz_troy g}} g) solo para los metales preciosos.",
        ],
      },
      {
        title: "Compruebe de qué región es el catty",
        content: [
          "Un catty de Hong Kong, de Taiwán o de China continental no es la misma cantidad. Esta página usa el catty de Hong Kong, de {{1 catty g}} g.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántas libras tiene un kilogramo?",
        answer:
          "Un kilogramo son {{1 kg lb}} libras. La libra se define como exactamente {{1 lb g}} g, así que un kilogramo son 1000 ÷ {{1 lb g}} libras, un número con infinitos decimales.",
      },
      {
        question: "¿Cuántos gramos tiene una onza?",
        answer:
          "Una onza avoirdupois son {{1 oz g}} g (exactamente {{1 oz mg}} mg). Una onza troy, que se usa para los metales preciosos, son {{1 oz_troy g}} g.",
      },
      {
        question:
          "¿Qué diferencia hay entre una tonelada corta, una tonelada larga y una tonelada métrica?",
        answer:
          "Una tonelada corta (EE. UU.) son {{1 ton_us lb}} lb o {{1 ton_us kg}} kg; una tonelada larga (R. U.), {{1 ton_uk lb}} lb o {{1 ton_uk kg}} kg; una tonelada métrica, {{1 t kg}} kg o {{1 t lb}} lb.",
      },
      {
        question: "¿Una onza troy pesa más que una onza normal?",
        answer:
          "Sí. Una onza troy son {{1 oz_troy g}} g y una onza avoirdupois, {{1 oz g}} g, así que una onza troy son {{1 oz_troy oz}} onzas corrientes. En cambio, una libra troy tiene solo {{1 lb_troy oz_troy}} onzas troy y equivale a {{1 lb_troy lb}} libras corrientes.",
      },
      {
        question: "¿Cuántas libras tiene un stone?",
        answer:
          "Un stone son {{1 st lb}} lb, es decir, {{1 st kg}} kg. 10 stones son {{10 st kg}} kg.",
      },
      {
        question: "¿Qué tael y qué catty usa este conversor?",
        answer:
          "Las unidades de Hong Kong: 1 catty = {{1 catty tael}} taeles = {{1 catty g}} g, así que 1 tael = {{1 tael g}} g. El catty de Taiwán (0,6 kg) y el jin de China continental (0,5 kg) no son iguales, así que compruebe a cuál se refiere un precio.",
      },
    ],
  },
};
