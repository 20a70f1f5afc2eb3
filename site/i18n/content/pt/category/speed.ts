import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/category/speed.ts. */
export const texts: UnitTranslations = {
  "/speed": {
    about: [
      "Velocidade é a distância percorrida por unidade de tempo. Sua unidade SI é o metro por segundo (m/s). O trânsito rodoviário na maior parte do mundo usa o quilômetro por hora: como uma hora tem 3.600 segundos, 1 m/s equivale a exatamente {{1 m_s km_h}} km/h, e 1 km/h a {{1 km_h m_s}} m/s. A página também combina milímetros, centímetros e metros com segundos, minutos e horas para processos lentos, como avanços de usinagem e intensidades de chuva.",
      "Os Estados Unidos e o Reino Unido sinalizam as velocidades nas estradas em milhas por hora. Como a milha mede exatamente {{1 mi_h km_h}} km, 1 mph equivale a exatamente {{1 mi_h km_h}} km/h ou {{1 mi_h m_s}} m/s, e 100 km/h a {{100 km_h mi_h}} mph. O pé por segundo (exatamente {{1 ft_s m_s}} m/s) é comum na engenharia e na balística dos EUA. No mar e no ar, a unidade é o nó, uma milha náutica por hora, exatamente {{1 knot km_h}} km/h; o antigo nó do Almirantado britânico ({{1 knot_uk ft_h}} pés por hora) equivale a {{1 knot_uk knot}} nós internacionais.",
      "Algumas entradas são grandezas físicas, e não unidades. Mach 1 é a velocidade local do som, que depende da temperatura do ar; a página a oferece para ar seco a 20 °C ({{1 mach_20c km_h}} km/h) e para a estratosfera padrão a −56,5 °C ({{1 mach_si km_h}} km/h), cada uma com seu rótulo. A velocidade da luz no vácuo é exata por definição ({{1 c km_s}} km/s), enquanto as velocidades do som na água doce e na água do mar e as velocidades cósmicas são valores típicos indicados em seus rótulos.",
    ],
    useCases: [
      "Dirigir no exterior: um limite urbano de 50 km/h equivale a {{50 km_h mi_h}} mph, e um limite de 70 mph em rodovia a {{70 mi_h km_h}} km/h.",
      "Ler velocidades do vento, que as previsões dão em km/h, m/s, mph ou nós: 15 m/s equivalem a {{15 m_s km_h}} km/h ou {{15 m_s knot}} nós.",
      "Comparar ritmos de corrida e de ciclismo: 12 km/h equivalem a {{12 km_h m_s}} m/s ou {{12 km_h mi_h}} mph.",
      "Converter velocidades de barcos e aviões: 450 nós equivalem a {{450 knot km_h}} km/h ou {{450 knot mi_h}} mph.",
      "Ajustar avanços de máquinas dados em mm/min ou in/min: 500 mm/min equivalem a {{500 mm_min in_min}} in/min.",
      "Conferir dados de projéteis e de balística em pés por segundo: 1.000 ft/s equivalem a {{1000 ft_s m_s}} m/s.",
    ],
    guides: [
      {
        title: "Como converter velocidade à mão",
        content: [
          "De km/h para mph: multiplique por {{1 km_h mi_h}}, ou divida por {{1 mi_h km_h}}. De mph para km/h: multiplique por {{1 mi_h km_h}}. Por exemplo, 60 mph equivalem a {{60 mi_h km_h}} km/h, e 120 km/h a {{120 km_h mi_h}} mph.",
          "De m/s para km/h: multiplique por {{1 m_s km_h}}; de km/h para m/s: divida por {{1 m_s km_h}}. Assim, 10 m/s equivalem a {{10 m_s km_h}} km/h, e 90 km/h a {{90 km_h m_s}} m/s. De nós para km/h: multiplique por {{1 knot km_h}}; de nós para mph: multiplique por {{1 knot mi_h}}.",
        ],
      },
      {
        title: "Números de Mach",
        content: [
          "Um número de Mach é uma velocidade dividida pela velocidade local do som, e a velocidade do som no ar aumenta com a temperatura. Mach 1 em ar seco a 20 °C equivale a {{1 mach_20c m_s}} m/s, mas acima de 11 km, onde a atmosfera padrão está a −56,5 °C, é de apenas {{1 mach_si m_s}} m/s.",
          "Use a entrada de Mach cuja temperatura corresponde ao seu caso ou, melhor ainda, calcule a velocidade do som para a temperatura real do ar. Um fator “Mach” único e fixo é apenas uma aproximação.",
        ],
      },
    ],
    tips: [
      {
        title: "Nós são náuticos",
        content: [
          "Um nó equivale a {{1 knot mi_h}} mph, e não a 1 mph. As velocidades na aviação e na navegação são quase sempre dadas em nós.",
        ],
      },
      {
        title: "m/s e km/h",
        content: [
          "O fator entre m/s e km/h é exatamente {{1 m_s km_h}}: divida km/h por ele para obter m/s, e multiplique m/s por ele para obter km/h.",
        ],
      },
    ],
    faqs: [
      {
        question: "Como converto km/h em mph?",
        answer:
          "Multiplique por {{1 km_h mi_h}}. Por exemplo, 100 km/h equivalem a {{100 km_h mi_h}} mph. O fator inverso exato é {{1 mi_h km_h}}, o comprimento de uma milha em quilômetros.",
      },
      {
        question: "Quantos km/h é 1 mph?",
        answer:
          "Exatamente {{1 mi_h km_h}} km/h, porque a milha internacional é definida como {{1 mi_h km_h}} km. 60 mph equivalem a {{60 mi_h km_h}} km/h.",
      },
      {
        question: "Como converto m/s em km/h?",
        answer:
          "Multiplique por {{1 m_s km_h}}: um quilômetro tem 1.000 m e uma hora tem 3.600 s, e 3.600/1.000 = 3,6. Assim, 25 m/s equivalem a {{25 m_s km_h}} km/h.",
      },
      {
        question: "Quanto vale um nó?",
        answer:
          "Um nó é uma milha náutica por hora: exatamente {{1 knot km_h}} km/h, ou {{1 knot mi_h}} mph, ou {{1 knot m_s}} m/s.",
      },
      {
        question: "Qual é a velocidade de Mach 1?",
        answer:
          "Depende da temperatura do ar. Em ar seco a 20 °C, Mach 1 equivale a {{1 mach_20c km_h}} km/h ({{1 mach_20c mi_h}} mph); a −56,5 °C, na estratosfera, equivale a {{1 mach_si km_h}} km/h.",
      },
      {
        question: "Qual é a velocidade da luz em km/s e em mph?",
        answer:
          "A velocidade da luz no vácuo é exatamente {{1 c m_s}} m/s, valor fixado pela definição do metro: {{1 c km_s}} km/s, ou {{1 c mi_h}} mph.",
      },
    ],
  },
};
