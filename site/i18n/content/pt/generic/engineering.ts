import type { UnitTranslations } from "../../types.ts";

/** Brazilian Portuguese text of the pages of site/content/generic/engineering.ts. */
export const texts: UnitTranslations = {
  "/velocity-angular": {
    about: [
      "A velocidade angular indica a rapidez com que algo gira: o ângulo percorrido por unidade de tempo. Sua unidade SI é o radiano por segundo (rad/s), a unidade de ω em ω = 2π·n e v = ω·r. Os graus por segundo dividem a mesma volta em 360 partes, em vez de 2π radianos, então 1 rev/s = {{1 rev_s deg_s}} °/s, e uma rotação por minuto é 2π/60 rad/s, ou seja, 1 rpm = {{1 rev_min rad_s}} rad/s.",
      "As rotações por minuto são a unidade do dia a dia de motores a combustão e elétricos, furadeiras e discos rígidos; rad/s é o que as fórmulas da física e do controle exigem; °/s é a unidade das especificações de giroscópios e gimbals de câmera. A Brochura do SI reserva o hertz para a frequência, por isso uma velocidade de rotação se escreve em rad/s ou rev/s, e não em Hz.",
    ],
    useCases: [
      "Transformar a rotação nominal de um motor, em rpm, em rad/s para cálculos de torque e potência (P = τ·ω).",
      "Ler em rad/s a faixa de um giroscópio ou de uma IMU dada em °/s, para uma controladora de voo ou um robô.",
      "Calcular a velocidade periférica de uma roda, de um ventilador ou de um disco de corte a partir da sua rotação em rpm (v = ω·r).",
      "Comparar rotações de eixos: um disco de 7.200 rpm gira a {{7200 rev_min rad_s}} rad/s.",
    ],
    faqs: [
      {
        question: "Como converto rpm em rad/s?",
        answer:
          "Multiplique por 2π e divida por 60 (uma rotação são 2π radianos, um minuto são 60 segundos): 1 rpm = {{1 rev_min rad_s}} rad/s, e 1 rad/s = {{1 rad_s rev_min}} rpm. Por exemplo, 1.500 rpm = {{1500 rev_min rad_s}} rad/s.",
      },
    ],
    accuracy: {
      definitions:
        "Cada unidade é definida pelo seu tamanho exato em rad/s: 1 °/s = π/180 rad/s, 1 rev/s = 2π rad/s e 1 rpm = 2π/60 rad/s, sem constantes arredondadas.",
      caveat:
        "Os resultados só são arredondados na exibição, com 6 casas decimais, e resultados muito pequenos ou muito grandes aparecem em notação científica.",
    },
  },
  "/acceleration": {
    about: [
      "A aceleração é a taxa de variação da velocidade. Sua unidade SI é o metro por segundo ao quadrado (m/s²). O pé por segundo ao quadrado vale exatamente {{1 ft_s2 m_s2}} m/s², porque o pé internacional tem exatamente 0,3048 m. A gravidade padrão g₀ é um valor convencional fixado pela 3ª CGPM em 1901 em exatamente {{1 g m_s2}} m/s², o que faz 1 g₀ = {{1 g ft_s2}} ft/s². O gal (Gal, em homenagem a Galileu) é a unidade CGS: 1 Gal = 1 cm/s², então 1 m/s² = {{1 m_s2 gal}} Gal.",
      "Os múltiplos de g₀ descrevem as cargas sobre pilotos, passageiros, embalagens e acelerômetros (um sensor de ±16 g mede até {{16 g m_s2}} m/s²); o gal e o miligal são as unidades da gravimetria e da geodésia, em que o miligal, cerca de um milionésimo da gravidade da Terra, é um degrau útil; m/s² e ft/s² são as unidades da mecânica. Nesta página, “g” é a gravidade padrão, uma aceleração, e não o grama.",
    ],
    useCases: [
      "Expressar a aceleração de um veículo, de um brinquedo de parque ou de uma aeronave como múltiplo de g₀.",
      "Ler em m/s², para um cálculo, as faixas de acelerômetros e as especificações de choque (em g).",
      "Converter leituras de levantamentos gravimétricos entre gal, miligal e m/s².",
      "Passar problemas de livros didáticos entre ft/s² e m/s².",
    ],
    faqs: [
      {
        question: "Por que 1 g não é exatamente 9,8 m/s²?",
        answer:
          "Porque a gravidade padrão foi fixada por convenção em {{1 g m_s2}} m/s², um valor próximo da gravidade ao nível do mar a cerca de 45° de latitude; 9,8 e 9,81 são arredondamentos dele. 9,8 m/s² são {{9.8 m_s2 g}} g₀, uma diferença de menos de 0,1 %.",
      },
    ],
    accuracy: {
      definitions:
        "Todas as unidades desta página têm uma definição exata em m/s²: 1 ft/s² = {{1 ft_s2 m_s2}} m/s² (pé internacional), 1 Gal = {{1 gal m_s2}} m/s² e 1 g₀ = {{1 g m_s2}} m/s² (3ª CGPM, 1901).",
      caveat:
        "Lembre-se de que g₀ é uma convenção: a gravidade real na superfície da Terra vai de cerca de 9,78 m/s² no equador a cerca de 9,83 m/s² nos polos.",
    },
  },
  "/acceleration-angular": {
    about: [
      "A aceleração angular é a taxa de variação da velocidade angular, α = Δω/Δt. Sua unidade SI é o radiano por segundo ao quadrado (rad/s²), que também aparece na lei de Newton para a rotação, τ = I·α. Um grau por segundo ao quadrado é π/180 rad/s², uma rotação por segundo ao quadrado é 2π rad/s² = {{1 rev_s2 deg_s2}} °/s², e uma rotação por minuto ao quadrado é 2π/3600 rad/s².",
      "As unidades baseadas em rotações vêm das máquinas rotativas, em que a velocidade se conta em rotações: um motor que ganha 3.000 rpm em 2 segundos acelera a 1.500 rpm por segundo, o que dá 90.000 rev/min² ou {{90000 rev_min2 rad_s2}} rad/s². Os graus por segundo ao quadrado aparecem em especificações de controle de movimento e de gimbals.",
    ],
    useCases: [
      "Dimensionar um motor: o torque necessário para acelerar um volante é τ = I·α, com α em rad/s².",
      "Transformar em rad/s² uma rampa de velocidade dada em rpm por minuto ou por segundo.",
      "Definir limites de aceleração de eixos servo, telescópios ou gimbals de câmera dados em °/s².",
    ],
    faqs: [
      {
        question: "Como converto uma rampa em rpm por segundo em rad/s²?",
        answer:
          "Um aumento de 1 rpm a cada segundo são 60 rev/min², então multiplique o valor em rpm por segundo por 60 e converta a partir de rev/min². Por exemplo, 1.500 rpm por segundo são 90.000 rev/min², o que dá {{90000 rev_min2 rad_s2}} rad/s².",
      },
    ],
    accuracy: {
      definitions:
        "As unidades são definidas exatamente a partir do radiano: 1 °/s² = π/180 rad/s², 1 rev/s² = 2π rad/s² e 1 rev/min² = 2π/3600 rad/s².",
      caveat:
        "Só a exibição é arredondada, com 6 casas decimais; resultados pequenos como 1 rev/min² = {{1 rev_min2 rad_s2}} rad/s² mostram poucos algarismos significativos, então converta um valor maior para ter mais.",
    },
  },
  "/density": {
    about: [
      "A densidade (massa específica) é a massa por unidade de volume, ρ = m/V. Sua unidade SI é o quilograma por metro cúbico (kg/m³); o grama por centímetro cúbico é mil vezes maior, 1 g/cm³ = {{1 g_cm3 kg_m3}} kg/m³, e é por isso que a água, com cerca de 1 g/cm³, fica perto de 1.000 kg/m³ ou {{1000 kg_m3 lb_ft3}} lb/ft³. A libra por pé cúbico e a onça por polegada cúbica são construídas a partir da libra avoirdupois internacional (0,45359237 kg) e do pé e da polegada internacionais, então as duas são exatas: 1 lb/ft³ = {{1 lb_ft3 kg_m3}} kg/m³, e 1 oz/in³ = {{1 oz_in3 lb_ft3}} lb/ft³.",
      "As tabelas de materiais usam kg/m³ ou g/cm³ (o aço estrutural tem cerca de 7.850 kg/m³, ou seja, {{7850 kg_m3 g_cm3}} g/cm³); a engenharia e o transporte de cargas nos EUA usam lb/ft³. As quatro unidades desta página são densidades de massa: a onça é a onça avoirdupois de massa, não a onça fluida nem a onça troy, e um “peso específico” em lbf/ft³ é outra grandeza.",
    ],
    useCases: [
      "Transformar em lb/ft³ a densidade de um material tirada de uma folha de dados métrica, para estimar o peso de uma peça.",
      "Calcular a massa a partir do volume (m = ρ·V) para concreto, solo, combustível ou carga.",
      "Conferir a densidade relativa: a densidade de uma substância em g/cm³ é numericamente próxima da sua densidade relativa à água.",
      "Converter resultados de laboratório em g/cm³ para a unidade SI kg/m³, para um cálculo.",
    ],
    faqs: [
      {
        question: "Qual é a densidade da água em unidades diferentes?",
        answer:
          "A água pura tem cerca de 1.000 kg/m³ perto de 4 °C e um pouco menos quando está mais quente (cerca de 998 kg/m³ a 20 °C). 1.000 kg/m³ são {{1000 kg_m3 g_cm3}} g/cm³, {{1000 kg_m3 lb_ft3}} lb/ft³ e {{1000 kg_m3 oz_in3}} oz/in³.",
      },
    ],
    example: { context: "aço estrutural" },
    accuracy: {
      definitions:
        "Cada unidade é definida exatamente em kg/m³ a partir dos prefixos SI e da libra e da polegada internacionais de 1959, então 1 lb/ft³ = {{1 lb_ft3 kg_m3}} kg/m³ e 1 oz/in³ = {{1 oz_in3 kg_m3}} kg/m³ só são arredondados na tela.",
      caveat:
        "As densidades dos materiais reais variam com a temperatura, a pressão e a composição; o conversor muda as unidades, mas não corrige esses efeitos.",
    },
  },
  "/specific-volume": {
    about: [
      "O volume específico é o volume que uma unidade de massa ocupa, v = V/m, o inverso da densidade. Sua unidade SI é o metro cúbico por quilograma (m³/kg). O litro por quilograma e o centímetro cúbico por grama têm o mesmo tamanho, 1 cm³/g = {{1 cm3_g l_kg}} L/kg = {{1 cm3_g m3_kg}} m³/kg, e o pé cúbico por libra decorre do pé e da libra exatos: 1 ft³/lb = {{1 ft3_lb m3_kg}} m³/kg.",
      "A termodinâmica usa o volume específico em vez da densidade: as tabelas de vapor dão v em m³/kg ou ft³/lb, e as cartas psicrométricas para ar-condicionado dão o volume de ar úmido por libra ou por quilograma de ar seco. A água líquida ocupa cerca de 0,001 m³/kg, ou seja, {{0.001 m3_kg ft3_lb}} ft³/lb.",
    ],
    useCases: [
      "Ler em m³/kg valores de tabelas de vapor dados em ft³/lb, ou o inverso.",
      "Dimensionar dutos e ventiladores a partir de uma vazão mássica de ar e do volume específico do ar numa carta psicrométrica.",
      "Obter a densidade a partir do volume específico (ρ = 1/v) para gases e líquidos.",
    ],
    faqs: [
      {
        question: "Como obtenho a densidade a partir do volume específico?",
        answer:
          "Calcule o inverso: ρ = 1/v. Um volume específico de 0,5 m³/kg corresponde a uma densidade de 2 kg/m³; para as próprias unidades de densidade, use o Conversor de Densidade.",
      },
    ],
    example: { context: "um valor típico para o ar de um ambiente" },
    accuracy: {
      definitions:
        "O litro e o centímetro cúbico são frações decimais exatas do metro cúbico, e o pé cúbico por libra é construído a partir do pé (0,3048 m) e da libra (0,45359237 kg) exatos.",
      caveat:
        "Os resultados são mostrados com 6 casas decimais, então um valor como 1 L/kg = {{1 l_kg m3_kg}} m³/kg também é exato na tela.",
    },
  },
  "/moment-inertia": {
    about: [
      "O momento de inércia (momento de inércia de massa) mede a dificuldade de mudar a rotação de um objeto em torno de um eixo: I = Σ m·r², as massas ponderadas pelo quadrado da sua distância ao eixo. Ele faz o papel da massa na rotação (τ = I·α, energia cinética ½·I·ω²). Sua unidade SI é o quilograma-metro quadrado (kg·m²); 1 kg·m² = {{1 kg_m2 g_cm2}} g·cm² = {{1 kg_m2 lb_ft2}} lb·ft².",
      "Os catálogos de motores e acionamentos informam a inércia do rotor e da carga em kg·m² ou, para motores pequenos, em g·cm² e oz·in² (1 oz·in² = {{1 oz_in2 g_cm2}} g·cm²); os dados americanos de ventiladores, bombas e motores muitas vezes a dão em lb·ft², às vezes escrita WK². A libra e a onça aqui são massas avoirdupois, então lb·ft² é uma massa vezes uma área, e não uma unidade de libra-força. Isto não é o momento de inércia de área (segundo momento de área, em m⁴ ou in⁴) usado na flexão de vigas.",
    ],
    useCases: [
      "Casar a inércia de uma carga com um servomotor ou motor de passo cuja folha de dados usa g·cm² ou oz·in².",
      "Converter o WK² de um motor ou ventilador americano, em lb·ft², em kg·m² para um cálculo do tempo de partida.",
      "Calcular a energia armazenada num volante, E = ½·I·ω², em joules.",
    ],
    faqs: [
      {
        question: "O momento de inércia é o mesmo que o segundo momento de área?",
        answer:
          "Não. O momento de inércia de massa desta página (kg·m²) rege a rotação; o segundo momento de área (m⁴, in⁴), também chamado de momento de inércia de área, descreve a rigidez à flexão da seção transversal de uma viga. Eles têm dimensões diferentes e não podem ser convertidos um no outro.",
      },
    ],
    accuracy: {
      definitions:
        "Cada unidade é um produto de definições exatas: o grama e o centímetro são frações do SI, a libra vale 0,45359237 kg e a onça 1/16 lb, o pé 0,3048 m e a polegada 0,0254 m. Assim, 1 lb·ft² = {{1 lb_ft2 kg_m2}} kg·m², arredondado a 6 casas decimais só na tela.",
    },
  },
  "/moment-force": {
    about: [
      "O momento de uma força é o efeito de giro de uma força em torno de um ponto ou de um eixo: a força vezes a sua distância perpendicular a esse ponto, M = F·d. Sua unidade SI é o newton-metro (N·m). A libra-força-pé, o quilograma-força-metro e o dina-centímetro são o mesmo produto em outros sistemas: 1 lbf·ft = {{1 lbf_ft nm}} N·m, 1 kgf·m = {{1 kgf_m nm}} N·m exatamente, e, no dina-centímetro do CGS (a dina vale 10⁻⁵ N, o centímetro 10⁻² m), 1 N·m = {{1 nm dyn_cm}} dyn·cm.",
      "Os momentos aparecem na estática e na engenharia estrutural (momentos fletores em vigas, momentos de tombamento em muros e guindastes), na biomecânica (momentos articulares) e em problemas de física sobre alavancas e equilíbrio. A Brochura do SI os escreve em N·m, nunca em joules, embora os dois sejam kg·m²/s²: um joule é energia, um newton-metro de momento é uma força agindo num braço de alavanca.",
    ],
    useCases: [
      "Conferir problemas de alavancas e vigas entre o SI e as unidades usuais dos EUA.",
      "Converter em N·m momentos fletores ou de tombamento dados em kgf·m em referências antigas.",
      "Passar para N·m valores CGS em dyn·cm da literatura de física.",
    ],
    faqs: [
      {
        question: "Qual é a diferença entre momento de uma força e torque?",
        answer:
          "Fisicamente, são a mesma grandeza, nas mesmas unidades; o que muda é o uso. Torque costuma designar uma ação de torção em torno do eixo de um eixo mecânico (motores, parafusos), enquanto momento é usado para o efeito de giro de forças sobre estruturas e corpos. O Conversor de Torque oferece o mesmo newton-metro e a mesma libra-força-pé, além da libra-força-polegada.",
      },
    ],
    accuracy: {
      definitions:
        "Cada unidade é exata: a libra-força é a libra internacional (0,45359237 kg) vezes a gravidade padrão (9,80665 m/s²), o quilograma-força é 1 kg vezes a gravidade padrão, o pé vale 0,3048 m e a dina 10⁻⁵ N, então 1 lbf·ft = {{1 lbf_ft nm}} N·m, e só a exibição é arredondada.",
    },
  },
  "/torque": {
    about: [
      "O torque é o efeito de rotação de uma força: a força vezes o braço de alavanca em que ela atua, τ = F·r. Sua unidade SI é o newton-metro (N·m). Uma força de uma libra-força numa chave de um pé dá 1 lbf·ft = {{1 lbf_ft nm}} N·m; a libra-força-polegada é um doze avos disso, {{1 lbf_in nm}} N·m; e o quilograma-força-metro, comum em manuais de serviço antigos, vale exatamente {{1 kgf_m nm}} N·m.",
      "Os valores de torque estão por toda parte na mecânica: as especificações de aperto de parafusos (porcas de roda, cabeçotes, peças de bicicleta) são dadas em N·m na maior parte do mundo e, nos EUA, em lbf·ft, ou lbf·in para fixadores pequenos; o torque de motores a combustão e elétricos aparece em N·m e lb-ft; os torquímetros muitas vezes são marcados nas duas unidades. No uso americano, “ft-lb” também é a unidade de energia pé-libra-força (foot-pound), por isso as especificações de torque costumam ser escritas lb-ft ou lbf·ft.",
    ],
    useCases: [
      "Ajustar um torquímetro marcado em lbf·ft para uma especificação dada em N·m, ou o inverso.",
      "Ler em N·m especificações de fixadores pequenos em lbf·in (bornes elétricos, peças de bicicleta).",
      "Comparar o torque de motores entre folhas de dados europeias (N·m) e americanas (lb-ft).",
      "Converter valores em kgf·m de manuais de oficina antigos.",
    ],
    faqs: [
      {
        question: "Como converto N·m em lb-ft?",
        answer:
          "Divida por {{1 lbf_ft nm}}, ou multiplique por {{1 nm lbf_ft}}: 100 N·m = {{100 nm lbf_ft}} lbf·ft. No sentido inverso, 100 lbf·ft = {{100 lbf_ft nm}} N·m.",
      },
    ],
    example: { context: "uma especificação de aperto de porcas de roda" },
    accuracy: {
      definitions:
        "As unidades são definidas de forma exata: 1 lbf·ft = {{1 lbf_ft nm}} N·m decorre da libra (0,45359237 kg), da gravidade padrão (9,80665 m/s²) e do pé (0,3048 m) exatos, 1 lbf·in = {{1 lbf_in nm}} N·m da polegada, e 1 kgf·m = {{1 kgf_m nm}} N·m; só a exibição é arredondada.",
      caveat:
        "O próprio torquímetro costuma ter uma exatidão de alguns por cento, muito mais grosseira que a conversão.",
    },
  },
};
