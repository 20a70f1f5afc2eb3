import type { WorldPairTemplate } from "../world-pairs.ts";

/** The text of a world pair page in Spanish (site/content/money/world-pairs.ts), filled from names. */
export const WORLD_PAIRS: WorldPairTemplate = (n) => ({
  about: [
    `Convierta ${n.fromPlural} (${n.from}) a ${n.toPlural} (${n.to}). ${n.manyPlaces ? `Países y territorios donde se usa la moneda ${n.to}` : `País donde se usa la moneda ${n.to}`}: ${n.places}. El conversor de arriba muestra el último tipo de cambio de referencia, el tipo inverso, una tabla de importes habituales y el historial del par.`,
    `El tipo de cambio de la moneda ${n.to} (${n.toName}) es el tipo de referencia del banco que la emite, cuando publica uno: su banco central o su fuente oficial, cuyas cifras recoge cada día hábil Frankfurter, un servicio de código abierto. Cuando ese banco no publica ningún tipo, es una combinación de las fuentes oficiales que sí lo hacen, y una moneda ligada a otra con un tipo fijo sigue esa paridad. La línea bajo el conversor indica la fuente y la fecha del tipo mostrado, y avisa cuando un tipo se calcula a través de otra moneda. Nuestro servicio busca tipos nuevos como máximo cada cinco minutos; si no se puede acceder a una fuente, el conversor muestra los últimos tipos recibidos, marcados como «en caché», con la hora en que se obtuvieron.`,
    "Son tipos de referencia: un banco, una casa de cambio o un servicio de envío de dinero añade su propio margen, cobra una comisión, o ambas cosas. Use el tipo de aquí para saber cuánto vale un importe y cuánto le cobra un proveedor.",
  ],
  useCases: [
    `Ver cuánto vale en ${n.toPlural} un importe en ${n.fromPlural}`,
    `Comprobar el tipo que ofrece un servicio de envío de dinero o una casa de cambio de ${n.from} a ${n.to}`,
    `Preparar el presupuesto de un viaje o de una compra con precios en ${n.toPlural}`,
    `Entender facturas, sueldos o alquileres expresados en ${n.toPlural}`,
  ],
  faqs: [
    {
      question: `¿Cuánto son ${n.hundredFrom} en ${n.toPlural}?`,
      answer:
        "Depende del tipo de cambio del día, que muestra el conversor de arriba junto con una tabla de importes habituales. Escriba cualquier importe en el primer campo para convertirlo; el segundo campo funciona en sentido inverso.",
    },
    {
      question: `¿De dónde sale el tipo de cambio de ${n.from} a ${n.to}?`,
      answer: `Del banco que emite la moneda ${n.to}, cuando publica un tipo, a través de Frankfurter; si no, de una combinación de las fuentes oficiales que publican uno. La línea bajo el conversor indica la fuente y la fecha, y las monedas a través de las cuales se calcula un tipo cuando ninguna fuente cotiza el par directamente.`,
    },
    {
      question: `¿Por qué mi banco me da menos ${n.toPlural} que aquí?`,
      answer:
        "Los bancos, los emisores de tarjetas, los servicios de envío de dinero y las casas de cambio añaden un margen al tipo de referencia, cobran una comisión, o ambas cosas. La diferencia entre lo que le ofrecen y el resultado del conversor es lo que le cuesta el cambio.",
    },
    {
      question: "¿Cada cuánto se actualiza el tipo de cambio?",
      answer:
        "La mayoría de los bancos centrales publican sus tipos de referencia una vez cada día hábil; nuestro servicio busca tipos nuevos como máximo cada cinco minutos. Los tipos no cambian los fines de semana ni los festivos del banco.",
    },
  ],
});
