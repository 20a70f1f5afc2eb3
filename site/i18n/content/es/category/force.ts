import type { UnitTranslations } from "../../types.ts";

/** Spanish text of the pages of site/content/category/force.ts. */
export const texts: UnitTranslations = {
  "/force": {
    about: [
      "La fuerza es lo que cambia el movimiento de un cuerpo: según la segunda ley de Newton, es igual a la masa por la aceleración. Su unidad del SI es el newton (N), la fuerza que imprime a una masa de un kilogramo una aceleración de un metro por segundo al cuadrado (1 N = 1 kg·m/s²). El kilonewton ({{1 kn n}} N) es habitual en ingeniería estructural y mecánica. En el antiguo sistema CGS, la unidad es la dina, {{1 dyn n}} N, así que un newton son {{1 n dyn}} dinas.",
      "Las unidades gravitatorias de fuerza se definen como el peso de una masa patrón bajo la gravedad estándar, g₀ = 9,80665 m/s² exactamente. El kilogramo-fuerza (kgf, también llamado kilopondio) es el peso de un kilogramo, exactamente {{1 kgf n}} N. La libra de fuerza (lbf) es el peso de una libra avoirdupois, 0,45359237 kg × 9,80665 m/s², un producto exacto que, redondeado, da {{1 lbf n}} N. Como ambas son pesos de masas, 1 kgf son {{1 kgf lbf}} lbf, la misma razón que entre el kilogramo y la libra.",
      "El poundal (pdl) pertenece al sistema absoluto pie-libra-segundo: es la fuerza que imprime a una libra una aceleración de un pie por segundo al cuadrado, {{1 pdl n}} N. Una libra de fuerza son {{1 lbf pdl}} poundals, el valor numérico de g₀ en pies por segundo al cuadrado. La confusión más frecuente en esta página es entre masa y fuerza: el kilogramo y la libra son masas, el kilogramo-fuerza y la libra de fuerza son fuerzas, y en la superficie de la Tierra una masa de 1 kg pesa unos {{1 kgf n}} N.",
    ],
    useCases: [
      "Leer el empuje de motores, dado en newtons, kilonewtons o libras de fuerza: 100 kN de empuje son {{100 kn lbf}} lbf.",
      "Comprobar la resistencia nominal de cuerdas, anclajes, pernos y material de escalada, que suele darse en kN: un mosquetón de 22 kN resiste {{22 kn kgf}} kgf o {{22 kn lbf}} lbf.",
      "Convertir lecturas de muelles, básculas y células de carga entre unidades métricas y de EE. UU.: 50 N son {{50 n lbf}} lbf.",
      "Resolver problemas de física que mezclan unidades CGS y del SI: 5000 dyn son {{5000 dyn n}} N.",
      "Interpretar datos técnicos europeos antiguos en kilogramos-fuerza o kilopondios: 250 kgf son {{250 kgf kn}} kN.",
    ],
    guides: [
      {
        title: "Convertir fuerzas a mano",
        content: [
          "De libras de fuerza a newtons: multiplique por {{1 lbf n}}. De newtons a libras de fuerza: multiplique por {{1 n lbf}}. Por ejemplo, 50 lbf son {{50 lbf n}} N, y 100 N son {{100 n lbf}} lbf.",
          "De kilogramos-fuerza a newtons: multiplique por {{1 kgf n}}, la aceleración estándar de la gravedad. Para una estimación rápida, muchos ingenieros usan 10, lo que exagera el resultado en torno a un 2 %; el conversor usa el valor exacto, así que 20 kgf son {{20 kgf n}} N.",
        ],
      },
      {
        title: "Masa, peso y fuerza",
        content: [
          "Una báscula que marca «70 kg» mide la fuerza de la gravedad sobre un cuerpo y la divide entre un valor supuesto de g. La masa es de 70 kg; la fuerza es de unos {{70 kgf n}} N, o {{70 kgf lbf}} lbf, bajo la gravedad estándar. La gravedad real varía ligeramente con la latitud y la altitud, pero el kilogramo-fuerza y la libra de fuerza se definen con el valor estándar fijo de 9,80665 m/s².",
          "Para convertir una masa en una fuerza de peso, multiplique por g: los kilogramos por 9,80665 dan newtons. Para convertir unidades de masa (de kg a lb), use el conversor de peso.",
        ],
      },
    ],
    tips: [
      {
        title: "lb es masa, lbf es fuerza",
        content: [
          "Las especificaciones técnicas escriben lbf (o a veces lb) para la fuerza. Cuando un valor en «libras» (en inglés, «pounds») describe un empuje, una tracción o una carga, se trata de libras de fuerza.",
        ],
      },
      {
        title: "El kilopondio equivale al kilogramo-fuerza",
        content: [
          "Los datos antiguos alemanes y de Europa del Este en kp (kilopondios) usan la misma unidad que el kgf: {{1 kgf n}} N.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos newtons tiene una libra de fuerza?",
        answer:
          "Una libra de fuerza son {{1 lbf n}} N, y un newton, {{1 n lbf}} lbf. La libra de fuerza es el peso de una libra bajo la gravedad estándar (9,80665 m/s²).",
      },
      {
        question: "¿Cuántos newtons son 1 kg?",
        answer:
          "Un kilogramo es una masa, no una fuerza, pero bajo la gravedad estándar pesa 1 kgf, que son exactamente {{1 kgf n}} N. En la Luna, ese mismo kilogramo pesaría alrededor de la sexta parte.",
      },
      {
        question: "¿Qué diferencia hay entre kgf y N?",
        answer:
          "El newton es la unidad de fuerza del SI. El kilogramo-fuerza es el peso de 1 kg bajo la gravedad estándar: 1 kgf = {{1 kgf n}} N, así que 1 N = {{1 n kgf}} kgf.",
      },
      {
        question: "¿Cuántas libras de fuerza tiene un kilonewton?",
        answer:
          "Un kilonewton son {{1 kn lbf}} lbf, o {{1 kn kgf}} kgf. Una carga de 10 kN son {{10 kn lbf}} lbf.",
      },
      {
        question: "¿Qué es un poundal?",
        answer:
          "La fuerza que imprime a una masa de una libra una aceleración de un pie por segundo al cuadrado: {{1 pdl n}} N. Equivale a unas {{1 pdl lbf}} libras de fuerza y aparece sobre todo en textos de física antiguos.",
      },
    ],
  },
};
