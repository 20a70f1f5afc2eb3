import { offeredCounts } from "../../../money/currencies.ts";
import type { MoneyTranslations } from "../money.ts";

const { fiat, coins } = offeredCounts();

/** The money pages' texts in Spanish (site/content/money/fiat.ts, crypto.ts), by English path. */
export const MONEY: MoneyTranslations = {
  "/currency-converter": {
    about: [
      `El conversor de divisas de UnitPilot convierte un importe de una divisa a otra a tipos de cambio de referencia. Incluye las ${fiat} divisas que hoy circulan en el mundo y las ${coins} mayores criptomonedas por capitalización de mercado. Para las 30 divisas aproximadamente del Banco Central Europeo (BCE), el tipo es el tipo de referencia del euro del BCE, publicado cada día hábil hacia las 16:00 CET. Para cualquier otra divisa es el tipo de referencia del banco central o de la fuente oficial que lo fija, como el Banco Central de Nigeria o el Banco Estatal de Pakistán, transmitido por Frankfurter, un servicio de código abierto que recopila los tipos de cambio de un centenar de bancos centrales. La línea bajo el conversor indica la fuente y la fecha del tipo mostrado. Las cotizaciones de las criptomonedas proceden de una fuente de precios compatible con CoinGecko. Una divisa que ninguna fuente publica ese día, o una criptomoneda que la fuente de precios ha dejado de cotizar, no se puede elegir hasta que vuelva a tener un tipo, y una nota bajo el conversor lo indica.`,
      "Nuestro servicio de tipos de cambio busca tipos nuevos como máximo cada cinco minutos y conserva los últimos que ha recibido. El BCE publica una vez por día hábil, así que los tipos de las divisas cambian una vez al día, no minuto a minuto, y no varían los fines de semana ni los demás días inhábiles del BCE. Si no se puede acceder a una fuente, el conversor muestra los últimos tipos conocidos, marcados «en caché», con la hora a la que se obtuvieron. Los resultados se muestran con hasta seis decimales (ocho en el conversor de criptomonedas).",
      "Son tipos de referencia: un punto medio del mercado en un momento dado, útil para saber cuánto vale un importe, comprobar una factura o planificar un presupuesto. No son los tipos que le aplicará un banco, un emisor de tarjetas, un servicio de transferencias o una casa de cambio, porque cada uno añade un margen al tipo, cobra una comisión o ambas cosas. Los importes se convierten en su navegador y no hace falta crear ninguna cuenta.",
    ],
    useCases: [
      "Comprobar cuánto vale un precio en una divisa extranjera antes de comprar por internet",
      "Preparar el presupuesto de un viaje al extranjero y comparar el tipo que ofrece una casa de cambio o una tarjeta con el tipo de referencia",
      "Entender facturas, presupuestos, salarios o alquileres expresados en otra divisa",
      "Calcular cuánto cuesta realmente una transferencia de dinero en comparación con el tipo de referencia",
      "Ver cuánto vale una cantidad de bitcoin o de ether en dólares, euros u otra divisa",
    ],
    guides: [
      {
        title: "Cómo calcula el conversor un tipo de cambio",
        content: [
          "El BCE publica cada tipo frente al euro: tantos dólares estadounidenses, tantos yenes, tantas libras por un euro. Un tipo entre otras dos divisas es un tipo cruzado, calculado a través del euro. Con las cifras ilustrativas 1 EUR = 1,20 USD y 1 EUR = 0,90 GBP (ejemplos, no tipos actuales), un dólar estadounidense vale 0,90 ÷ 1,20 = 0,75 GBP, y una libra vale 1,20 ÷ 0,90 ≈ 1,333333 USD. El conversor hace lo mismo con las últimas cifras que ha recibido.",
          "Los precios de las criptomonedas se cotizan en dólares estadounidenses, así que una conversión en la que interviene una criptomoneda pasa por el dólar. Las cifras del BCE son una instantánea del mercado tomada una vez al día, a primera hora de la tarde, hora central europea, de modo que los movimientos entre dos publicaciones solo aparecen con la siguiente.",
          "El resultado es el importe multiplicado por el tipo, mostrado con hasta seis decimales y sin los ceros finales. Los pagos reales se redondean a la unidad más pequeña de la divisa: dos decimales en la mayoría de las divisas y ninguno en el yen japonés o el won surcoreano. Redondee el resultado como se vaya a pagar realmente el dinero.",
          "Si el conversor no logra conectar en absoluto con nuestro servicio de tipos de cambio, un aviso ámbar lo indica: «Modo sin conexión: los tipos de cambio pueden no estar al día». No se fíe de las cifras mientras se muestre ese aviso.",
        ],
      },
      {
        title: "Claves del mercado: qué mueve los tipos de cambio",
        content: [
          "Un tipo de cambio es el precio de una divisa en otra y se mueve con la oferta y la demanda de ambas. Los factores citados con más frecuencia son los tipos de interés que fijan los bancos centrales (unos tipos más altos tienden a atraer el ahorro hacia una divisa), la inflación (que merma lo que una divisa puede comprar), los flujos comerciales y de inversión entre países y el apetito de riesgo del mercado. En épocas turbulentas, los inversores han recurrido a menudo al dólar estadounidense, al franco suizo y al yen japonés.",
          "El dólar estadounidense está en el centro del mercado. La encuesta trienal del Banco de Pagos Internacionales lo encuentra en uno de los lados de casi nueve de cada diez operaciones de divisas, y el euro es la segunda divisa más negociada. Por eso tantas cotizaciones, incluidos los precios de las criptomonedas, se dan en dólares.",
          "Lea con atención el sentido de una cotización. «EUR/USD 1,18» (un tipo de ejemplo) significa que un euro cuesta 1,18 dólares, así que cuando esa cifra sube, el euro se ha fortalecido. Cuando sube la cifra de USD a EUR en este conversor, el dólar se ha fortalecido y compra más euros.",
          "Nadie puede predecir con fiabilidad los tipos de cambio. Las cifras de esta página son tipos de referencia, no una previsión, y nada de lo que aquí se dice es asesoramiento financiero.",
        ],
      },
    ],
    tips: [
      {
        title: "Pague en la moneda local",
        content: [
          "Cuando un terminal de pago o un cajero automático en el extranjero le ofrece cobrarle en la moneda de su país, se trata de la conversión dinámica de divisas: el proveedor del comercio fija el tipo de cambio, a menudo con un margen elevado. Si elige la moneda local, la conversión queda en manos del emisor de su tarjeta, cuyo tipo suele estar más cerca del tipo de referencia.",
        ],
      },
      {
        title: "Mida lo que cobra realmente un proveedor",
        content: [
          "Convierta aquí el mismo importe y compárelo con lo que le ofrecen. La diferencia es el margen del proveedor más las posibles comisiones. Por ejemplo, a un tipo de 0,85 EUR por USD, 1000 USD serían 850 EUR. Si una casa de cambio le diera 820 EUR, estaría pagando 30 EUR, alrededor de un 3,5 %.",
        ],
      },
      {
        title: "Fíjese en la hora",
        content: [
          "La línea bajo el tipo indica cuándo se obtuvieron los tipos, seguida de «(en caché)» si son los últimos tipos conservados porque no se pudo acceder a la fuente. Un tipo de hace unos días puede servir para una estimación aproximada, pero no para una transferencia importante.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿De dónde proceden los tipos de cambio de este conversor?",
        answer:
          "Del banco que fija cada tipo. Las divisas de los tipos de referencia del euro del Banco Central Europeo usan las cifras del BCE; las demás usan el tipo de referencia de su propio banco central o fuente oficial (el Banco Central de Nigeria para la naira, por ejemplo), transmitido por Frankfurter, o una combinación de las fuentes que los publican cuando su propio banco no lo hace. Un tipo entre dos divisas que ninguna fuente cotiza por sí sola es un tipo cruzado, calculado a través del euro o del dólar estadounidense, y la línea bajo el conversor indica cuál. Los precios de las criptomonedas proceden de una fuente de precios compatible con CoinGecko, en dólares estadounidenses.",
      },
      {
        question: "¿Con qué frecuencia se actualizan los tipos de cambio?",
        answer:
          "El BCE publica sus tipos de referencia una vez cada día hábil, hacia las 16:00 CET, y los demás bancos centrales publican los suyos una o varias veces por día hábil, cada uno según su propio calendario. Nuestro servicio busca tipos nuevos como máximo cada cinco minutos. Los precios de las criptomonedas también se actualizan como máximo cada cinco minutos. Los tipos no son en tiempo real ni operación a operación: son tipos de referencia, no precios de negociación.",
      },
      {
        question: "¿Por qué el tipo de cambio de mi banco es distinto del que se muestra aquí?",
        answer:
          "Los bancos, los emisores de tarjetas, los servicios de transferencias y las casas de cambio añaden un margen al tipo, cobran una comisión o ambas cosas, y sus tipos además varían a lo largo del día. La cifra del BCE es un único tipo de referencia para el día. Úsela para valorar cuánto le cobra un proveedor, no como el importe que va a recibir.",
      },
      {
        question: "¿Qué significa «en caché» junto a la hora de la última actualización?",
        answer:
          "Significa que los tipos no se obtuvieron de la fuente para su consulta. Son los últimos tipos que recibió nuestro servicio, y la hora mostrada es cuándo se obtuvieron. Esto ocurre cuando no se puede acceder a una fuente de tipos durante un tiempo.",
      },
      {
        question: "¿Qué divisas puedo convertir?",
        answer: `Todas las divisas en uso hoy para las que una fuente publica un tipo: se incluyen ${fiat}, del afgani afgano al oro zimbabuense, con las diez más usadas en primer lugar, y las ${coins} mayores criptomonedas por capitalización de mercado. Escriba un nombre, un país o un símbolo en el campo bajo una lista para encontrar una divisa («naira», «Argentina», «₹»). Las divisas que fueron sustituidas, como la kuna croata y la leva búlgara (ambas por el euro), no se ofrecen.`,
      },
      {
        question: "¿Puedo usar estos tipos para facturas, contabilidad o impuestos?",
        answer:
          "El BCE publica sus tipos de referencia solo a título informativo y desaconseja usarlos para operaciones. Para la contabilidad o las declaraciones de impuestos, pregunte a su administración tributaria o a su asesor qué tipo y qué fecha exigen. Algunas administraciones publican sus propios tipos, y los contratos suelen designar una fuente de tipos de cambio.",
      },
    ],
  },
};
