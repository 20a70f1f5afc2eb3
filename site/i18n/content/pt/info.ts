import type { InfoWords } from "../../../content/info/index.ts";

/** Portuguese words of the site's own pages (site/content/info/, whose files say what each is). */
export const info: InfoWords = {
  about: {
    mission: {
      title: "Nossa missão",
      text: "O {site} existe para tornar a conversão de unidades rápida, clara e correta para todos: estudantes, cozinheiros, viajantes, engenheiros e qualquer pessoa que só precise de um número confiável. Todos os conversores são gratuitos, funcionam em qualquer navegador moderno e mostram o resultado enquanto você digita.",
    },
    offers: {
      title: "O que oferecemos",
      items: [
        "[Conversor expresso](/) na página inicial, para conversões rápidas do dia a dia sem sair da página.",
        "[Páginas de conversão para mais de 70 categorias](/sitemap), de comprimento, peso e temperatura a calor, fluidos, luz, eletricidade, magnetismo e radiologia.",
        "[Páginas dedicadas a um par de unidades](/cm-to-in) para as conversões mais procuradas, como centímetros para polegadas ou quilogramas para libras.",
        "[Conversor de maiúsculas e minúsculas](/case), que alterna um texto entre MAIÚSCULAS, minúsculas, Iniciais Maiúsculas, camelCase e outros formatos.",
        "[Conversor de bases numéricas](/number-base) para binário, octal, decimal, hexadecimal e qualquer base de 2 a 36.",
        "[Conversor de moedas](/currency-converter) com as taxas de câmbio de referência do Banco Central Europeu, e um conversor de criptomoedas com as cotações atuais do mercado.",
        "[Conversor de glicemia](/blood-sugar-converter) entre mg/dL e mmol/L, com as faixas de referência.",
        "[Guias](/guides) que explicam as conversões mais comuns e como evitar suas armadilhas.",
      ],
    },
    categories: {
      title: "Categorias",
      physical: { title: "Unidades físicas", intro: "As medidas do dia a dia:" },
      technical: { title: "Unidades técnicas", intro: "As grandezas da ciência e da engenharia:" },
      more: "E também as unidades de eletricidade (carga, corrente, potencial, resistência, capacitância, indutância), magnetismo, radiologia, luz, fluidos (vazão, viscosidade, concentração) e calor (condutividade térmica, fluxo de calor, capacidade térmica específica).",
      sitemap: "O [mapa do site](/sitemap) lista todas as páginas de conversão.",
    },
    accuracy: {
      title: "Precisão",
      items: [
        "Cada unidade é definida uma única vez, pelo seu valor exato em unidades SI, tirado da Special Publication 811 do NIST, da Brochura do SI do Bureau Internacional de Pesos e Medidas (BIPM) e do GNU units.",
        "Testes automáticos conferem as definições com o GNU units, um programa de conversão independente e amplamente usado.",
        "Definições exatas continuam exatas: 1 polegada equivale a 2,54 cm e 1 libra a 0,45359237 kg, e não a uma aproximação arredondada.",
        "Quando o nome de uma unidade tem mais de um significado, como o galão dos EUA e o galão imperial, ou a Caloria alimentar e a caloria, a página diz qual deles é usado.",
        "Os resultados aparecem com até 6 casas decimais (temperaturas, com 2), os valores muito grandes ou muito pequenos em notação científica, e nunca com ruído de ponto flutuante como 0,30000000000000004.",
      ],
    },
    why: {
      title: "Por que usar o {site}",
      items: [
        "Mais de 70 categorias de unidades, das do dia a dia às altamente técnicas.",
        "As conversões mais comuns a um clique de distância, cada uma com sua própria página.",
        "Algoritmos precisos: definições exatas, conferidas por testes automáticos.",
        "Um layout adaptado ao celular, que funciona tanto em telas pequenas quanto em monitores grandes.",
        "Uso gratuito, sem cadastro e sem conta.",
        "Fórmulas e definições baseadas em normas internacionais.",
      ],
    },
  },
  guides: {
    guides: {
      length: {
        title: "Guia de conversão de comprimento",
        description: "Comprimentos métricos e imperiais, com os fatores exatos.",
        blocks: [
          "Desde o acordo internacional da jarda e da libra, de 1959, os comprimentos do sistema imperial e do sistema usual dos EUA são definidos exatamente em metros:",
          {
            list: [
              "1 polegada = 2,54 cm = 25,4 mm",
              "1 pé = 12 polegadas = 0,3048 m",
              "1 jarda = 3 pés = 0,9144 m",
              "1 milha = 5.280 pés = 1,609344 km",
              "1 milha náutica = 1.852 m",
            ],
          },
          "No sentido inverso, os fatores não são números redondos: 1 m ≈ 3,28084 ft ≈ 39,3701 in, e 1 km ≈ 0,621371 mi. Dentro do sistema métrico, os prefixos só deslocam a vírgula: 1 km = 1.000 m e 1 m = 100 cm = 1.000 mm.",
        ],
      },
      weight: {
        title: "Guia de conversão de peso e massa",
        description: "Quilogramas, libras, onças, stones e as três toneladas.",
        blocks: [
          {
            list: [
              "1 libra (lb) = 0,45359237 kg exatamente; portanto, 1 kg ≈ 2,20462 lb",
              "1 lb = 16 onças; 1 onça (oz) = 28,349523125 g",
              "1 stone = 14 lb = 6,35029318 kg",
              "1 tonelada métrica = 1.000 kg; 1 tonelada curta (EUA) = 2.000 lb = 907,18474 kg; 1 tonelada longa (Reino Unido) = 2.240 lb = 1.016,0469088 kg",
              "1 onça troy (usada para metais preciosos) = 31,1034768 g, cerca de 9,7 % a mais que uma onça comum",
            ],
          },
          "A rigor, quilogramas e libras medem massa; na linguagem do dia a dia, “peso” quer dizer a mesma coisa, e os fatores acima valem do mesmo jeito.",
        ],
      },
      temperature: {
        title: "Guia de conversão de temperatura",
        description: "Celsius, Fahrenheit e Kelvin: além dos fatores, os deslocamentos do zero.",
        blocks: [
          "As escalas de temperatura não têm o mesmo zero; por isso, uma conversão precisa, além de um fator, de um deslocamento:",
          {
            list: [
              "°F = °C × 9/5 + 32",
              "°C = (°F − 32) × 5/9",
              "K = °C + 273,15",
              "°C = K − 273,15",
            ],
          },
          "Pontos de referência: a água congela a 0 °C = 32 °F = 273,15 K e ferve a cerca de 100 °C = 212 °F à pressão do nível do mar; 37 °C = 98,6 °F; −40 °C = −40 °F; o zero absoluto é 0 K = −273,15 °C = −459,67 °F.",
          "Uma *diferença* de temperatura se converte só pelo fator: um aumento de 10 °C é um aumento de 18 °F, e não de 50 °F, e uma diferença de 1 °C equivale a 1 K e a 1,8 °F. Para diferenças, use o [conversor de diferença de temperatura](/temperature-interval).",
        ],
      },
      area: {
        title: "Guia de conversão de área",
        description: "Unidades quadradas, acres e hectares.",
        blocks: [
          "Os fatores de área são os quadrados dos fatores de comprimento. Como 1 ft = 0,3048 m, 1 ft² = 0,3048² m² = 0,09290304 m², e não 0,3048 m².",
          {
            list: [
              "1 in² = 6,4516 cm²",
              "1 yd² = 0,83612736 m²",
              "1 m² ≈ 10,7639 ft²",
              "1 acre = 43.560 ft² = 4.046,8564224 m²",
              "1 hectare = 10.000 m² (um quadrado de 100 m de lado) ≈ 2,47105 acres",
              "1 km² = 100 hectares; 1 mi² = 640 acres ≈ 2,589988 km²",
            ],
          },
        ],
      },
      volume: {
        title: "Guia de conversão de volume",
        description: "Litros, unidades cúbicas e os dois galões.",
        blocks: [
          "1 litro = 1 dm³ = 1.000 cm³, 1 mL = 1 cm³ e 1 m³ = 1.000 L. Os fatores de volume são os cubos dos fatores de comprimento: 1 in³ = 16,387064 cm³ e 1 ft³ = 28,316846592 L.",
          {
            list: [
              "1 galão dos EUA = 231 in³ = 3,785411784 L",
              "1 galão imperial (Reino Unido) = 4,54609 L, cerca de 1,20095 galão dos EUA",
              "1 galão dos EUA = 4 quartos = 8 pints = 16 xícaras = 128 onças fluidas dos EUA; 1 fl oz dos EUA = 29,5735295625 mL",
              "1 galão imperial = 160 onças fluidas imperiais; 1 fl oz imperial = 28,4130625 mL",
              "1 xícara dos EUA = 8 fl oz dos EUA = 236,5882365 mL; a xícara métrica tem 250 mL",
            ],
          },
        ],
      },
      energy: {
        title: "Guia de conversão de energia",
        description: "Joules, calorias, quilowatts-hora e BTU.",
        blocks: [
          "O joule (J) é a unidade de energia do SI: 1 J = 1 watt durante 1 segundo.",
          {
            list: [
              "1 caloria (cal, termoquímica) = 4,184 J; a caloria da Tabela Internacional tem 4,1868 J",
              "1 Caloria alimentar (Cal, kcal) = 1.000 cal = 4.184 J; portanto, 2.000 Calorias equivalem a 8.368 kJ",
              "1 quilowatt-hora (kWh) = 1.000 W × 3.600 s = 3,6 MJ exatamente",
              "1 BTU (Tabela Internacional) = 1.055,05585262 J; 1 kWh ≈ 3.412,14 BTU",
              "1 elétron-volt (eV) = 1,602176634 × 10⁻¹⁹ J exatamente",
            ],
          },
          "Energia não é potência: o watt é uma taxa (1 W = 1 J/s); o quilowatt-hora, uma quantidade. Um aquecedor de 2 kW ligado durante 3 horas consome 6 kWh = 21,6 MJ.",
        ],
      },
    },
    tryConverter: "Experimente o conversor →",
    tips: {
      title: "Dicas e boas práticas de conversão",
      items: [
        {
          title: "Mantenha a precisão total até o fim.",
          text: "Arredonde só o resultado final. Arredondar 1 milha para 1,61 km e depois converter para pés dá 5.282 ft, e não exatamente 5.280 ft.",
        },
        {
          title: "Saiba de qual unidade você está falando.",
          text: "Um galão dos EUA tem 3,785411784 L, mas um galão imperial tem 4,54609 L; uma tonelada pode ser curta (2.000 lb), longa (2.240 lb) ou métrica (1.000 kg); uma onça pode ser avoirdupois, troy ou uma onça fluida, de volume.",
        },
        {
          title: "Converta diferenças de temperatura só pelo fator.",
          text: "Uma variação de 5 °C é uma variação de 9 °F: multiplique por 9/5 e não some 32.",
        },
        {
          title: "Arredonde de acordo com a precisão da medição.",
          text: "Uma tábua medida como 2,5 m tem cerca de 8,2 ft; escrever 8,2021 ft sugere uma precisão que a trena nunca teve.",
        },
      ],
    },
  },
  contact: {
    formTitle: "Envie uma mensagem",
    title: "Informações de contato",
    text: "Tem uma dúvida, encontrou um valor que parece errado ou quer um conversor que ainda não temos? Escreva para nós e responderemos em até 24 horas.",
    email: "E-mail",
    emailNote: "Normalmente respondemos em até 24 horas, em dias úteis.",
    address: "Endereço para correspondência",
    hours: "Horário de atendimento",
    weekends: "Fins de semana: fechado",
  },
};
