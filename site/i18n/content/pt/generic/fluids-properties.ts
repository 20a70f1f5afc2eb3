import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/generic/fluids-properties.ts. */
export const texts: UnitTranslations = {
  "/viscosity-dynamic": {
    about: [
      "A viscosidade dinâmica (absoluta) μ é a resistência de um fluido ao cisalhamento: a tensão de cisalhamento dividida pela taxa de cisalhamento. Sua unidade SI é o pascal-segundo (Pa·s). A unidade CGS, o poise (P, em homenagem a Jean Poiseuille), vale {{1 p pa_s}} Pa·s, então o centipoise é exatamente um milipascal-segundo: 1 cP = {{1 cp pa_s}} Pa·s. A libra-força-segundo por pé quadrado, unidade usual dos EUA, vale {{1 lbf_s_ft2 pa_s}} Pa·s (o reyn, lbf·s/in², é 144 vezes maior).",
      "A água a 20 °C tem uma viscosidade de cerca de 1,0 mPa·s, o que fez do centipoise uma unidade prática; o ar tem cerca de 0,018 mPa·s e a glicerina cerca de 1,4 Pa·s. Os dados de viscosidade de lubrificantes, tintas, tintas de impressão, alimentos, polímeros e fluidos de perfuração são dados em cP ou mPa·s (os dois dão o mesmo número), e o Pa·s entra nas formas SI do número de Reynolds e das fórmulas de escoamento e de lubrificação.",
    ],
    useCases: [
      "Converter em Pa·s a viscosidade em cP de uma folha de dados de produto, para um cálculo de escoamento.",
      "Ler em Pa·s dados de engenharia americanos em lbf·s/ft².",
      "Calcular um número de Reynolds, Re = ρ·v·D/μ, em unidades SI coerentes.",
    ],
    faqs: [
      {
        question: "Qual é a diferença entre viscosidade dinâmica e cinemática?",
        answer:
          "A viscosidade cinemática é a viscosidade dinâmica dividida pela densidade, ν = μ/ρ. A água a 20 °C, com cerca de 1,0 mPa·s e 998 kg/m³, tem uma viscosidade cinemática de cerca de 1,0 mm²/s (1 cSt); use o Conversor de Viscosidade Cinemática para cSt, St e m²/s.",
      },
    ],
    accuracy: {
      definitions:
        "O poise e o centipoise são frações decimais exatas do pascal-segundo, e a lbf·s/ft² é exata a partir da libra (0,45359237 kg), da gravidade padrão (9,80665 m/s²) e do pé (0,3048 m).",
      caveat:
        "Lembre-se de que uma viscosidade medida vale para uma única temperatura: alguns graus a mais ou a menos a alteram de forma perceptível na maioria dos líquidos.",
    },
  },
  "/viscosity-kinematic": {
    about: [
      "A viscosidade cinemática ν é a viscosidade dinâmica dividida pela densidade, ν = μ/ρ: a facilidade com que um fluido escoa sob o próprio peso. Sua unidade SI é o metro quadrado por segundo (m²/s). O stokes do CGS (St, em homenagem a George Stokes) vale 1 cm²/s = {{1 St m2_s}} m²/s, então o centistokes é exatamente um milímetro quadrado por segundo, e 1 m²/s = {{1 m2_s cSt}} cSt. O pé quadrado por segundo dos EUA vale {{1 ft2_s cSt}} cSt.",
      "Os óleos são classificados pela viscosidade cinemática em cSt (mm²/s): os graus de óleo de motor da SAE J300 são definidos por faixas a 100 °C (um óleo SAE 30 tem de 9,3 a menos de 12,5 cSt), e o número ISO VG de um óleo industrial é a sua viscosidade nominal em cSt a 40 °C (ISO VG 46 ≈ 46 cSt). A água a 20 °C tem cerca de 1,0 cSt e o ar cerca de 15 cSt. Os viscosímetros capilares de vidro, os copos de escoamento e as especificações de combustíveis dão todos ν.",
    ],
    useCases: [
      "Comparar graus de lubrificantes e de óleos hidráulicos (ISO VG, SAE) dados em cSt com dados em m²/s.",
      "Calcular um número de Reynolds a partir da velocidade e da viscosidade cinemática, Re = v·D/ν.",
      "Converter em cSt dados americanos em ft²/s.",
    ],
    faqs: [
      {
        question: "Posso converter segundos Saybolt (SUS) em cSt aqui?",
        answer:
          "Não. O segundo Saybolt universal é o tempo de escoamento por um orifício padrão, relacionado à viscosidade cinemática por uma fórmula empírica (ASTM D2161), e não por um fator fixo. Converta SUS em cSt por esse método e depois use esta página para as outras unidades.",
      },
    ],
    example: {
      context: "um óleo ISO VG 46",
      note: "Para valores pequenos em m²/s, digite-os em cSt para manter todos os dígitos.",
    },
    accuracy: {
      definitions:
        "O stokes ({{1 St m2_s}} m²/s) e o centistokes ({{1 cSt m2_s}} m²/s) são exatos, e o pé quadrado por segundo vale exatamente 0,3048² m²/s, então 1 ft²/s = {{1 ft2_s cSt}} cSt.",
      caveat:
        "Resultados abaixo de 0,000001 passam para notação científica, em vez de serem arredondados para 0.",
    },
  },
  "/surface-tension": {
    about: [
      "A tensão superficial γ é a força por unidade de comprimento ao longo da superfície de um líquido, ou, de forma equivalente, a energia necessária para aumentar a superfície em uma unidade de área. Sua unidade SI é o newton por metro (N/m), o mesmo que o quilograma por segundo ao quadrado (kg/s²) escrito em unidades de base. A dina por centímetro do CGS é exatamente um milinewton por metro, 1 dyn/cm = {{1 dyn_cm n_m}} N/m, e a libra-força por pé vale {{1 lbf_ft n_m}} N/m.",
      "A água a 20 °C tem uma tensão superficial de cerca de 72,8 mN/m (72,8 dyn/cm), o etanol cerca de 22 e o mercúrio cerca de 485; detergentes e surfactantes baixam o valor da água para cerca de 30. Os tensiômetros (anel de du Noüy, placa de Wilhelmy, gota pendente) informam mN/m ou dyn/cm, e a mesma unidade mede a energia superficial dos sólidos em trabalhos de revestimento, impressão e adesão (mJ/m² = mN/m).",
    ],
    useCases: [
      "Converter leituras de tensiômetros em dyn/cm para N/m, em cálculos de ascensão capilar ou de gotas.",
      "Comparar dados de surfactantes e tintas entre unidades CGS e SI.",
      "Ler em N/m dados de engenharia americanos em lbf/ft.",
    ],
    faqs: [
      {
        question: "Por que dyn/cm e mN/m são iguais?",
        answer:
          "Uma dina é 10⁻⁵ newton e um centímetro 10⁻² metro, então uma dina por centímetro é {{1 dyn_cm n_m}} N/m, um milinewton por metro. É por isso que os manuais podem dar a tensão superficial da água como 72,8 em qualquer das duas unidades.",
      },
    ],
    example: { context: "a tensão superficial da água" },
    accuracy: {
      definitions:
        "A dina (10⁻⁵ N) por centímetro vale exatamente {{1 dyn_cm n_m}} N/m, kg/s² é o próprio N/m, e a libra-força por pé é exata a partir da libra, da gravidade padrão e do pé.",
      caveat:
        "As tensões superficiais medidas dependem da temperatura e de traços de contaminantes, e nenhuma conversão corrige isso.",
    },
  },
  "/permeability": {
    about: [
      "A permeabilidade (permeabilidade intrínseca) mede a facilidade com que um fluido escoa através de um material poroso, como rocha, solo ou um filtro, independentemente do fluido. Ela tem a dimensão de uma área, então sua unidade SI é o metro quadrado (m²). A geologia e a indústria do petróleo usam o darcy (D), nome dado em homenagem a Henry Darcy: a permeabilidade que deixa passar 1 cm³/s de um fluido de 1 cP através de 1 cm² sob um gradiente de pressão de 1 atm/cm, o que faz 1 D = {{1 darcy m2}} m², perto de um micrômetro quadrado.",
      "As rochas-reservatório são classificadas em milidarcys (1 D = {{1 darcy md}} mD): de bem menos de 1 mD em arenitos fechados e folhelhos a vários darcys em areias e cascalhos limpos. Isto não é a permeabilidade magnética (H/m), nem a condutividade hidráulica (m/s), que também depende do fluido: para a água à temperatura ambiente, 1 darcy corresponde a uma condutividade hidráulica de cerca de 10⁻⁵ m/s.",
    ],
    useCases: [
      "Converter resultados de análise de testemunhos em mD para m², para simulação de reservatórios em unidades SI.",
      "Comparar permeabilidades de rochas, solos e filtros de fontes de geologia e de engenharia.",
      "Aplicar a lei de Darcy, Q = k·A·Δp/(μ·L), com unidades coerentes.",
    ],
    faqs: [
      {
        question: "O darcy é o mesmo que a condutividade hidráulica?",
        answer:
          "Não. A permeabilidade em darcys é só da rocha; a condutividade hidráulica (m/s, usada em hidrogeologia) também inclui a densidade e a viscosidade do fluido, K = k·ρ·g/μ. Para a água a cerca de 20 °C, 1 darcy corresponde a aproximadamente 10⁻⁵ m/s.",
      },
    ],
    example: {
      context: "a permeabilidade de um arenito",
      note: "Valores tão pequenos são mostrados em notação científica.",
    },
    accuracy: {
      definitions:
        "O darcy é calculado exatamente a partir da sua definição, (1 cm³/s × 1 cP × 1 cm) ÷ (1 cm² × 1 atm), com a atmosfera padrão de 101.325 Pa, então 1 D = {{1 darcy m2}} m² até os dígitos mostrados. O milidarcy é 1/1000 D e o pé quadrado vale exatamente 0,3048² m².",
    },
  },
};
