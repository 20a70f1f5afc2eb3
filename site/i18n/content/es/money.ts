import { largest } from "../../../content/money/crypto.ts";
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

  "/usd-to-eur": {
    about: [
      "Esta página convierte dólares estadounidenses (USD) en euros (EUR). El dólar es la moneda de los Estados Unidos, gestionada por la Reserva Federal. El euro es la moneda única de la zona del euro, los países de la UE que lo han adoptado, y lo gestiona el Banco Central Europeo. Juntos forman el par de divisas más negociado del mundo.",
      "El tipo procede de los tipos de referencia del euro del BCE. El BCE publica el dólar como tantos dólares por euro, así que el tipo de dólar a euro es su inverso. Si el BCE publicara 1 EUR = 1,18 USD (un tipo de ejemplo), un dólar serían 1 ÷ 1,18 ≈ 0,847458 EUR. El BCE publica una vez cada día hábil, hacia las 16:00 CET. Nuestro servicio busca tipos nuevos como máximo cada cinco minutos y, si no se puede acceder al BCE, muestra los últimos tipos recibidos, marcados «en caché», con la hora a la que se obtuvieron.",
      "Por ejemplo, a un tipo de 0,85 EUR por USD, 1 USD serían 0,85 EUR, 10 USD serían 8,50 EUR, 100 USD serían 85 EUR, 1000 USD serían 850 EUR y 5000 USD serían 4250 EUR. El tipo de hoy, y estos importes a ese tipo, se muestran en el conversor de arriba. Son cifras de referencia: un banco, una tarjeta o una casa de cambio añade un margen o una comisión.",
    ],
    useCases: [
      "Preparar el presupuesto de un viaje desde EE. UU. a Francia, Alemania, Italia, España u otro país de la zona del euro",
      "Enviar dólares a familiares o a una cuenta en la zona del euro y comprobar cuánto debería llegar",
      "Dar precios en dólares estadounidenses a clientes de Europa",
      "Comparar lo que ofrece una ventanilla del aeropuerto, un banco o una tarjeta con el tipo de referencia",
      "Convertir un presupuesto en dólares estadounidenses para un proyecto, un congreso o una compra en Europa",
    ],
    guides: [
      {
        title: "Convertir dólares en euros paso a paso",
        content: [
          "Multiplique el importe en dólares por el tipo de USD a EUR. Con un tipo de ejemplo de 0,85, 250 USD × 0,85 = 212,50 EUR. Para volver, divida por el mismo tipo: 212,50 EUR ÷ 0,85 = 250 USD. El conversor funciona en los dos sentidos: escriba en cualquiera de las casillas y la otra se actualiza.",
          "Las dos líneas sobre las casillas, 1 USD = … EUR y 1 EUR = … USD, son recíprocas entre sí. La segunda es la cifra que publica realmente el BCE; la primera es 1 dividido por ella.",
          "Los importes en euros se pagan en céntimos, con dos decimales. El conversor muestra hasta seis decimales, así que redondee la cifra final al céntimo.",
          "Los bancos y las casas de cambio incluyen su margen en el tipo. Por ejemplo, si el tipo de referencia fuera 0,85 y el tipo de un proveedor fuera un 3 % peor, obtendría 0,8245 EUR por dólar, de modo que 1000 USD le darían 824,50 EUR en lugar de 850 EUR. Una comisión fija además encarece proporcionalmente más los cambios pequeños.",
        ],
      },
      {
        title: "Claves del mercado: el dólar y el euro",
        content: [
          "Los mercados cotizan el par como EUR/USD, dólares por euro, así que cuando sube el tipo «euro-dólar» de las noticias, cada dólar compra menos euros. Durante buena parte del periodo desde 2015, un dólar ha comprado aproximadamente entre 0,80 y 0,95 euros. En 2022 el euro cayó por debajo de un dólar por primera vez desde 2002, de modo que durante un tiempo un dólar compraba algo más de un euro. Es historia, no una previsión.",
          "Entre los factores que se suelen citar para explicar los movimientos del par están la diferencia entre los tipos de interés que fijan la Reserva Federal y el BCE, la inflación y el crecimiento a cada lado del Atlántico, los precios de la energía (la zona del euro importa buena parte de su energía, y la subida de los precios energéticos de 2022 fue una de las razones aducidas para la caída del euro) y la demanda de dólares en momentos de tensión.",
          "Un movimiento del tipo cambia el valor del dinero que se tiene en la otra divisa. Por ejemplo, si el tipo pasara de 0,85 a 0,90 EUR por USD, 10.000 USD valdrían 9000 EUR en lugar de 8500 EUR.",
          "Normas sobre efectivo para viajeros: quien entre en la UE o salga de ella con 10.000 € o más en efectivo, o su equivalente en otras divisas, debe declararlo en la aduana. Estados Unidos exige una declaración (el formulario FinCEN 105) a quien lleve más de 10.000 $ al entrar en el país o al salir de él. Declarar no es un impuesto, y llevar el dinero no es ilegal.",
          "Nada de lo que dice esta página es asesoramiento financiero.",
        ],
      },
    ],
    tips: [
      {
        title: "Un cálculo mental rápido",
        content: [
          "Calcule una vez cuánto le falta al tipo para llegar a 1 y aplíquelo. Por ejemplo, a 0,85 EUR por USD, un precio en euros es un 15 % menor que la cifra en dólares, así que 200 USD son unos 170 EUR. Consulte antes el tipo de hoy en el conversor, porque el atajo solo vale para ese tipo.",
        ],
      },
      {
        title: "Evite las ventanillas del aeropuerto para sumas grandes",
        content: [
          "Las ventanillas de cambio de aeropuertos y estaciones suelen ofrecer los tipos menos favorables. Para importes mayores, compare una tarjeta sin comisiones por operaciones en divisas, una retirada de efectivo en el cajero de un banco o un servicio de transferencias, midiendo cada uno con el tipo de referencia que se muestra aquí.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuánto son 100 dólares en euros?",
        answer:
          "Depende del tipo del día. El conversor de arriba lo muestra, junto con 1, 10, 1000 y 5000 USD. Por ejemplo, a un tipo de 0,85 EUR por USD, 100 USD serían 85 EUR; a un tipo de 0,92 serían 92 EUR.",
      },
      {
        question: "¿Cuál es hoy el tipo de cambio de USD a EUR?",
        answer:
          "El conversor muestra el último tipo de referencia del BCE que ha recibido nuestro servicio, con la hora a la que se obtuvo. El BCE publica una vez cada día hábil hacia las 16:00 CET, así que el tipo no cambia hasta la publicación siguiente, también durante los fines de semana.",
      },
      {
        question: "¿Es mejor cambiar dólares por euros antes de viajar o en Europa?",
        answer:
          "Depende del proveedor, no del lugar. Compare el coste total, margen más comisiones, con el tipo de referencia. Las ventanillas de los aeropuertos suelen ser caras. Las tarjetas sin comisiones por operaciones en divisas y los cajeros de los bancos suelen estar más cerca del tipo de referencia. Dondequiera que pague o retire dinero, elija euros cuando un cajero o un terminal le ofrezca hacer la conversión por usted.",
      },
      {
        question: "¿Por qué el tipo de aquí difiere del de Google o del de mi aplicación bancaria?",
        answer:
          "Los sitios de datos de mercado muestran un tipo que cambia a lo largo del día, mientras que el tipo de referencia del BCE es una sola cifra por día hábil, tomada a primera hora de la tarde, hora central europea. El tipo de un banco incluye además su margen. La diferencia entre dos cifras de referencia suele ser pequeña; la diferencia con lo que cobra un proveedor suele ser mayor.",
      },
      {
        question: "¿Tengo que declarar el efectivo si viajo a Europa?",
        answer:
          "Sí, si lleva 10.000 € o más (o su equivalente en dólares u otras divisas) al entrar en la UE o al salir de ella: debe declararlo en la aduana. Según las normas de la UE, el «efectivo» incluye también los instrumentos al portador, como los cheques de viaje, y algunas formas de oro. Salir de Estados Unidos con más de 10.000 $ exige presentar el formulario FinCEN 105.",
      },
      {
        question: "¿Tributan en EE. UU. las ganancias por cambiar dólares y euros?",
        answer:
          "En una operación personal, como volver a cambiar a dólares los euros que le sobraron de un viaje, la ganancia debida al tipo de cambio no tributa si es de 200 $ o menos por operación (artículo 988(e) del Código de Rentas Internas). Las ganancias mayores, y los cambios hechos por motivos empresariales o de inversión, siguen otras normas. Es información general, no asesoramiento fiscal.",
      },
    ],
  },

  "/eur-to-usd": {
    about: [
      "Esta página convierte euros (EUR) en dólares estadounidenses (USD). El mercado de divisas cotiza el par en este sentido, como EUR/USD: el precio de un euro en dólares. El BCE publica su tipo de referencia del dólar de la misma manera, así que el tipo de EUR a USD de aquí es la propia cifra del BCE, sin ningún cálculo cruzado.",
      "El euro se introdujo el 1 de enero de 1999 para las cuentas y los pagos electrónicos, y los billetes y monedas en euros llegaron el 1 de enero de 2002. Por ejemplo, a un tipo de 1,18 USD por EUR, 100 EUR serían 118 USD y 50 EUR serían 59 USD. El tipo de hoy se muestra en el conversor de arriba.",
      "El BCE publica el tipo una vez cada día hábil hacia las 16:00 CET, y nuestro servicio busca tipos nuevos como máximo cada cinco minutos. Si no se puede acceder al BCE, el conversor muestra el último tipo recibido, marcado «en caché», con la hora a la que se obtuvo. Úselo como referencia: un banco, una tarjeta o una casa de cambio añadirá un margen o una comisión.",
    ],
    useCases: [
      "Preparar el presupuesto de un viaje a Estados Unidos desde la zona del euro",
      "Calcular cuánto valen en dólares unos ingresos, unas facturas o unos ahorros en euros",
      "Empresas europeas que convierten sus tarifas en euros en presupuestos en dólares para clientes de EE. UU.",
      "Comparar una oferta de salario en dólares con otra en euros",
      "Estadounidenses que comprueban cuánto valen los billetes en euros que les sobraron de un viaje",
    ],
    guides: [
      {
        title: "Cómo leer la cotización EUR/USD",
        content: [
          "En «EUR/USD 1,18» (un tipo de ejemplo), el euro es la divisa base y el dólar la divisa de cotización: un euro cuesta 1,18 dólares. Para pasar de euros a dólares, multiplique: 250 EUR × 1,18 = 295 USD. Para pasar de dólares a euros, divida: 295 USD ÷ 1,18 = 250 EUR.",
          "Cuando EUR/USD sube, el euro se ha fortalecido y cada euro compra más dólares; cuando baja, los precios estadounidenses se encarecen para quien cobra en euros. Los dos tipos de ejemplo que usa este sitio, 1,18 USD por EUR y 0,85 EUR por USD, son casi recíprocos: 1 ÷ 1,18 ≈ 0,847.",
          "Los importes en dólares se pagan al centavo, así que redondee a dos decimales el resultado de seis decimales del conversor.",
        ],
      },
    ],
    tips: [
      {
        title: "Cambie los billetes, gaste las monedas",
        content: [
          "Muchas casas de cambio solo aceptan billetes, así que conviene gastar las monedas en euros antes de salir de la zona del euro. Guarde algunos billetes si piensa volver.",
        ],
      },
      {
        title: "Elija dólares en el terminal",
        content: [
          "En EE. UU., un terminal de pago puede ofrecerle cobrarle en euros. Si acepta, el proveedor del comercio fija el tipo, normalmente con un margen. Si paga en dólares, la conversión queda en manos del emisor de su tarjeta.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuánto son 100 euros en dólares estadounidenses?",
        answer:
          "Depende del tipo del día, que se muestra en el conversor de arriba junto con 1, 10, 1000 y 5000 EUR. Por ejemplo, a un tipo de 1,18 USD por EUR, 100 EUR serían 118 USD.",
      },
      {
        question: "¿El tipo de EUR a USD de aquí es el tipo oficial del BCE?",
        answer:
          "Sí. El BCE publica sus tipos de referencia como unidades de cada divisa por euro, así que la cifra de EUR a USD es el propio tipo del dólar publicado. Es un tipo de referencia a título informativo, publicado una vez cada día hábil, no un tipo que ningún banco esté obligado a usar.",
      },
      {
        question: "¿Por qué un euro vale más que un dólar?",
        answer:
          "La cifra solo compara el tamaño de las dos unidades; no dice nada sobre qué economía es más fuerte. Cuando el BCE publicó sus primeros tipos de referencia en enero de 1999, un euro valía unos 1,18 dólares. En 2022 el euro cayó por debajo de un dólar durante un tiempo.",
      },
      {
        question: "¿Cuánto efectivo puedo llevar de Europa a Estados Unidos?",
        answer:
          "No hay límite, pero los importes deben declararse. Salir de la UE con 10.000 € o más en efectivo (o su equivalente en otras divisas) exige una declaración en la aduana. Llegar a EE. UU. con más de 10.000 $ en moneda o instrumentos monetarios exige presentar el formulario FinCEN 105 ante la Oficina de Aduanas y Protección Fronteriza de EE. UU.",
      },
      {
        question: "¿Debo pagar impuestos en EE. UU. al volver a cambiar euros por dólares?",
        answer:
          "Para los contribuyentes estadounidenses, la ganancia debida a variaciones del tipo de cambio en una operación personal, como volver a convertir el dinero del viaje, está exenta si es de 200 $ o menos por operación (artículo 988(e) del Código de Rentas Internas). Por encima de esa cifra, la ganancia debe declararse. Es información general, no asesoramiento fiscal.",
      },
    ],
  },

  "/usd-to-gbp": {
    about: [
      "Convierta dólares estadounidenses (USD) en libras esterlinas (GBP). La libra esterlina es la moneda del Reino Unido, emitida por el Banco de Inglaterra, y se divide en 100 peniques desde la decimalización de 1971.",
      "El BCE no publica un tipo directo de dólar a libra. Como todo par sin el euro, es un tipo cruzado calculado a partir de los tipos de referencia del euro del BCE: libras por euro divididas entre dólares por euro. Por ejemplo, a un tipo de 0,82 GBP por USD, 100 USD serían 82 GBP y 500 USD serían 410 GBP. El tipo de hoy se muestra en el conversor de arriba.",
      "El BCE publica una vez cada día hábil hacia las 16:00 CET, y nuestro servicio busca tipos nuevos como máximo cada cinco minutos. Si no se puede acceder al BCE, el conversor muestra los últimos tipos recibidos, marcados «en caché», con la hora a la que se obtuvieron. Los bancos y los emisores de tarjetas añaden un margen o comisiones a este tipo de referencia.",
    ],
    useCases: [
      "Planificar los gastos de un viaje a Inglaterra, Escocia, Gales o Irlanda del Norte",
      "Pagar en libras a un proveedor, un autónomo, un casero o una universidad del Reino Unido",
      "Dar precios en dólares estadounidenses a clientes del Reino Unido",
      "Comparar el precio de un mismo producto en tiendas de EE. UU. y del Reino Unido",
    ],
    guides: [
      {
        title: "De dólares a libras",
        content: [
          "Multiplique los dólares por el tipo de USD a GBP. Con un tipo de ejemplo de 0,82, 1000 USD × 0,82 = 820 GBP. Para comprobar un importe en libras en dólares, divídalo por el mismo tipo.",
          "Como el tipo es un tipo cruzado, procede de dos cifras del BCE publicadas en el mismo momento. Con cifras inventadas de 1 EUR = 1,16 USD y 1 EUR = 0,87 GBP, un dólar serían 0,87 ÷ 1,16 = 0,75 GBP. Puede diferir ligeramente de una cotización dólar-libra tomada a otra hora del día.",
          "Los importes en libras se pagan al penique, así que redondee el resultado del conversor a dos decimales.",
        ],
      },
    ],
    tips: [
      {
        title: "Los precios en el Reino Unido ya incluyen el IVA",
        content: [
          "Los precios que se muestran a los consumidores en el Reino Unido incluyen el IVA, con un tipo general del 20 %, así que el precio convertido de una etiqueta es lo que pagará en caja. Los visitantes ya no pueden pedir la devolución del IVA de la mayoría de las compras en tiendas de Gran Bretaña; ese sistema terminó en 2021.",
        ],
      },
      {
        title: "Una regla aproximada",
        content: [
          "A un tipo de ejemplo de 0,82, las libras son algo más de cuatro quintos de la cifra en dólares: 50 USD son unas 41 GBP. Consulte arriba el tipo de hoy antes de fiarse del atajo.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuánto son 100 dólares en libras esterlinas?",
        answer:
          "Depende del tipo del día, que se muestra en el conversor de arriba con 1, 10, 1000 y 5000 USD. Por ejemplo, a un tipo de 0,82 GBP por USD, 100 USD serían 82 GBP.",
      },
      {
        question: "¿Por qué el tipo de dólar a libra se calcula a través del euro?",
        answer:
          "El Banco Central Europeo publica cada divisa solo frente al euro. El conversor divide el tipo de la libra frente al euro entre el del dólar. Ambos proceden de la misma publicación diaria, así que el resultado es coherente con todos los demás pares del sitio.",
      },
      {
        question: "¿Qué diferencia hay entre GBP, libra esterlina y «quid»?",
        answer:
          "Son el mismo dinero. GBP es el código ISO 4217, libra esterlina es el nombre completo de la moneda y «quid» es la palabra coloquial británica para una libra. Una libra son 100 peniques.",
      },
      {
        question: "¿Cuál es la forma más barata de enviar dólares al Reino Unido?",
        answer:
          "No hay una respuesta única. Compare los proveedores por las libras que llegan realmente y luego convierta aquí el mismo importe en dólares para ver el resultado de referencia. La diferencia es el coste total del proveedor, margen más comisiones, que es lo que hay que comparar.",
      },
    ],
  },

  "/gbp-to-usd": {
    about: [
      "Convierta libras esterlinas (GBP) en dólares estadounidenses (USD). El mercado de divisas escribe el par GBP/USD y lo cotiza como dólares por libra, así que esta página muestra el tipo tal como suelen darlo los operadores y la prensa financiera. Los operadores llaman al par «cable», un nombre que data del siglo 19, cuando el tipo se transmitía a través del Atlántico por cable telegráfico.",
      "El tipo se calcula a partir de los tipos de referencia del euro del BCE: dólares por euro divididos entre libras por euro. Por ejemplo, a un tipo de 1,22 USD por GBP, 100 GBP serían 122 USD y 250 GBP serían 305 USD. El tipo de hoy se muestra en el conversor de arriba.",
      "El BCE publica una vez cada día hábil hacia las 16:00 CET, y nuestro servicio busca tipos nuevos como máximo cada cinco minutos y conserva los últimos tipos recibidos. Si no se puede acceder a la fuente, el conversor muestra esos últimos tipos, marcados «en caché», con la hora a la que se obtuvieron. Es un tipo de referencia: su banco o su tarjeta añadirá un margen o comisiones.",
    ],
    useCases: [
      "Planificar unas vacaciones o un viaje de negocios a Estados Unidos desde el Reino Unido",
      "Pagar suscripciones, programas y pedidos en línea de EE. UU. con una tarjeta en libras",
      "Valorar en dólares unos ahorros o un salario del Reino Unido antes de mudarse a EE. UU.",
      "Exportadores británicos que dan precios a clientes estadounidenses",
    ],
    guides: [
      {
        title: "De libras a dólares, paso a paso",
        content: [
          "Multiplique las libras por el tipo de GBP a USD. Con un tipo de ejemplo de 1,22, 80 GBP × 1,22 = 97,60 USD. Para pasar un precio en dólares a libras, divida: 97,60 USD ÷ 1,22 = 80 GBP.",
          "Los tipos de ejemplo que usa este sitio para los dos sentidos, 1,22 USD por GBP y 0,82 GBP por USD, son casi recíprocos (1 ÷ 1,22 ≈ 0,8197). Las dos líneas de tipo del conversor son siempre recíprocas exactas entre sí.",
          "Muchas tarjetas británicas añaden una comisión por operaciones en moneda distinta de la libra, a menudo de alrededor del 3 %, a las compras en dólares, y algunas tarjetas no cobran nada. Sume la comisión de su tarjeta al importe convertido para ver el coste real.",
        ],
      },
    ],
    tips: [
      {
        title: "Cuente con el impuesto sobre las ventas",
        content: [
          "Los precios de las estanterías en EE. UU. no suelen incluir el impuesto sobre las ventas, que se añade en caja y cuyo tipo varía según el estado y la ciudad. Por eso, el precio convertido de una etiqueta suele ser inferior a lo que pagará.",
        ],
      },
      {
        title: "Declare las sumas grandes de efectivo",
        content: [
          "Llevar 10.000 £ o más en efectivo entre Gran Bretaña y otro país debe declararse en la aduana británica. Entrar en Estados Unidos con más de 10.000 $ debe declararse con el formulario FinCEN 105.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos dólares son 100 libras?",
        answer:
          "Depende del tipo del día, que se muestra en el conversor de arriba con 1, 10, 1000 y 5000 GBP. Por ejemplo, a un tipo de 1,22 USD por GBP, 100 GBP serían 122 USD.",
      },
      {
        question: "¿Por qué al par GBP/USD se le llama «cable»?",
        answer:
          "En el siglo 19, el tipo libra-dólar entre Londres y Nueva York se transmitía por el cable telegráfico transatlántico, y los operadores siguen llamando al par «cable». El nombre solo designa este par.",
      },
      {
        question: "¿Ha valido alguna vez la libra menos que un dólar?",
        answer:
          "No. Una libra siempre ha comprado más de un dólar estadounidense, aunque se acercó a la paridad en 1985 y de nuevo en septiembre de 2022. Los tipos pasados no dicen nada de los futuros.",
      },
      {
        question: "¿El tipo de GBP a USD que se muestra aquí es en tiempo real?",
        answer:
          "No. Se calcula a partir de los tipos de referencia del BCE, publicados una vez cada día hábil hacia las 16:00 CET. No es un precio de negociación en tiempo real, y un banco o una tarjeta añadirá su propio margen.",
      },
    ],
  },

  "/usd-to-jpy": {
    about: [
      "Convierta dólares estadounidenses (USD) en yenes japoneses (JPY), la moneda emitida por el Banco de Japón. El par USD/JPY se cotiza como yenes por dólar y es uno de los pares de divisas más negociados del mundo.",
      "El yen se usa sin decimales: los precios, el efectivo y los saldos bancarios se expresan en yenes enteros, y la norma ISO 4217 no asigna decimales al yen. Como un dólar compra muchos yenes, el tipo inverso, el valor en dólares de un yen, es un número pequeño. Por ejemplo, a un tipo de 110 JPY por USD, 100 USD serían 11.000 JPY, y 1 JPY serían 1 ÷ 110 ≈ 0,009091 USD. El tipo de hoy se muestra en el conversor de arriba.",
      "El BCE publica el yen y el dólar frente al euro, así que el tipo dólar-yen es un tipo cruzado: yenes por euro divididos entre dólares por euro. El BCE publica una vez cada día hábil hacia las 16:00 CET, y nuestro servicio busca tipos nuevos como máximo cada cinco minutos. Si no se puede acceder a la fuente, el conversor muestra los últimos tipos recibidos, marcados «en caché», con la hora a la que se obtuvieron. Es un tipo de referencia; los bancos y las casas de cambio añaden un margen o comisiones.",
    ],
    useCases: [
      "Preparar el presupuesto de un viaje a Japón: hoteles, billetes de tren, comidas y compras",
      "Comprar en tiendas y plataformas de venta en línea japonesas",
      "Comprobar el precio de cámaras, aparatos electrónicos o coches importados de Japón",
      "Facturar a socios comerciales japoneses o pagarles",
    ],
    guides: [
      {
        title: "Trabajar con importes en yenes",
        content: [
          "Para convertir dólares en yenes, multiplique por el tipo y redondee al yen entero. Para convertir un precio en yenes a dólares, divida por el tipo. Por ejemplo, a 110 yenes por dólar, una comida de 5500 JPY serían 5500 ÷ 110 = 50 USD.",
          "El japonés cuenta los números grandes en unidades de diez mil, llamadas man (万), así que un precio escrito 3万円 son 30.000 yenes. El billete más grande de uso corriente es el de 10.000 yenes.",
          "El conversor muestra hasta seis decimales. Eso importa para el diminuto valor en dólares de un yen, pero un resultado en yenes basta con redondearlo al yen entero más próximo.",
        ],
      },
    ],
    tips: [
      {
        title: "Calcule quitando dos ceros",
        content: [
          "Cuando el tipo está poco por encima de cien, dividir un precio en yenes por 100 da una primera idea de su valor en dólares, que luego se ajusta: a un tipo de ejemplo de 110, 2200 yenes son 20 dólares, algo menos que los 22 que se obtienen quitando dos ceros.",
        ],
      },
      {
        title: "Lleve algo de efectivo",
        content: [
          "Las tarjetas se aceptan ampliamente en Japón, pero algunas tiendas pequeñas, restaurantes y zonas rurales siguen prefiriendo el efectivo. Muchos cajeros de tiendas de conveniencia y de oficinas de correos aceptan tarjetas extranjeras.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuántos yenes son 100 dólares?",
        answer:
          "Depende del tipo del día, que se muestra en el conversor de arriba junto con 1, 10, 1000 y 5000 USD. Por ejemplo, a un tipo de 110 JPY por USD, 100 USD serían 11.000 JPY.",
      },
      {
        question: "¿Por qué el yen no tiene céntimos?",
        answer:
          "El yen se dividía antiguamente en 100 sen, pero el sen y las unidades menores se retiraron de la circulación en 1953, y desde entonces los precios se expresan en yenes enteros. Por eso la norma ISO 4217 asigna al yen cero decimales.",
      },
      {
        question: "Que un yen valga menos de un centavo, ¿significa que el yen es débil?",
        answer:
          "No. La cifra solo refleja el tamaño de la unidad. Lo que importa a un viajero o a una empresa es cómo cambia el tipo con el tiempo, no si un yen está por encima o por debajo de un centavo.",
      },
      {
        question: "¿El tipo de USD a JPY de esta página es una cotización directa?",
        answer:
          "No. El Banco Central Europeo publica cada divisa frente al euro, así que el conversor divide el tipo del yen frente al euro entre el del dólar. Ambos proceden de la misma publicación diaria.",
      },
      {
        question: "¿Debo cambiar dólares por yenes antes de viajar a Japón?",
        answer:
          "Compare las opciones por lo que recibe realmente frente al tipo de referencia que se muestra aquí: las ventanillas de cambio, los cajeros automáticos de Japón y las tarjetas añaden márgenes o comisiones, y estos varían según el proveedor. Use la que use, pague en yenes cuando un terminal le ofrezca hacer la conversión por usted.",
      },
    ],
  },

  "/usd-to-aud": {
    about: [
      "Convierta dólares estadounidenses (USD) en dólares australianos (AUD), emitidos por el Banco de la Reserva de Australia. El dólar australiano sustituyó a la libra australiana en febrero de 1966, cuando Australia adoptó el sistema monetario decimal, y es también la moneda de Kiribati, Nauru y Tuvalu.",
      "Los mercados suelen cotizar el par al revés, como AUD/USD (dólares estadounidenses por dólar australiano), así que el tipo de USD a AUD es el inverso de la cotización habitual. El tipo de aquí es un tipo cruzado calculado a partir de los tipos de referencia del euro del BCE. Por ejemplo, a un tipo de 1,522 AUD por USD, 100 USD serían 152,20 AUD y 1000 USD serían 1522 AUD. El tipo de hoy se muestra en el conversor de arriba.",
      "El BCE publica una vez cada día hábil hacia las 16:00 CET, y nuestro servicio busca tipos nuevos como máximo cada cinco minutos. Si no se puede acceder a la fuente, el conversor muestra los últimos tipos recibidos, marcados «en caché», con la hora a la que se obtuvieron. Los bancos, las tarjetas y los servicios de transferencias añaden un margen o comisiones a este tipo de referencia.",
    ],
    useCases: [
      "Planificar unas vacaciones o un viaje con visado de trabajo y vacaciones en Australia",
      "Estudiantes de EE. UU. que calculan en dólares australianos la matrícula y el coste de la vida",
      "Empresas estadounidenses que fijan los precios de sus productos para clientes australianos",
      "Enviar dinero a familiares o a una cuenta en Australia",
    ],
    guides: [
      {
        title: "Dos dólares, un mismo símbolo",
        content: [
          "Las dos monedas se llaman dólar y las dos usan el signo $, así que escriba los códigos (USD, AUD) o los símbolos con prefijo (US$, A$) siempre que la diferencia importe, por ejemplo en una factura o una reserva.",
          "Para convertir, multiplique los dólares estadounidenses por el tipo de USD a AUD. Con un tipo de ejemplo de 1,522, 250 USD × 1,522 = 380,50 AUD; a la inversa, 380,50 AUD ÷ 1,522 = 250 USD. Redondee el resultado al centavo.",
        ],
      },
    ],
    tips: [
      {
        title: "Los precios australianos incluyen el GST",
        content: [
          "Los precios que se muestran a los consumidores en Australia incluyen el impuesto sobre bienes y servicios (GST) del 10 %, así que el precio convertido de una etiqueta es lo que pagará.",
        ],
      },
      {
        title: "Llevar efectivo",
        content: [
          "Los viajeros que entran en Australia o salen de ella deben declarar el efectivo a partir de 10.000 A$, o su equivalente en moneda extranjera. No hay límite para el importe en sí.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuánto son 100 dólares estadounidenses en dólares australianos?",
        answer:
          "Depende del tipo del día, que se muestra en el conversor de arriba con 1, 10, 1000 y 5000 USD. Por ejemplo, a un tipo de 1,522 AUD por USD, 100 USD serían 152,20 AUD.",
      },
      {
        question: "¿Por qué los operadores cotizan AUD/USD y no USD/AUD?",
        answer:
          "Por convención de mercado, unas pocas divisas, entre ellas el euro, la libra, el dólar australiano y el dólar neozelandés, se cotizan como base frente al dólar estadounidense. El tipo da la misma información en un sentido que en otro: USD/AUD es simplemente 1 dividido por AUD/USD.",
      },
      {
        question: "¿Qué mueve el dólar australiano?",
        answer:
          "Los analistas suelen describirlo como una divisa ligada a las materias primas, porque Australia exporta grandes cantidades de mineral de hierro, carbón y gas, y porque la demanda de Asia influye en esos precios. También cuentan los tipos de interés que fijan el Banco de la Reserva de Australia y la Reserva Federal. Nada de esto hace que el tipo sea predecible.",
      },
      {
        question: "¿El tipo de cambio de esta página es en tiempo real?",
        answer:
          "No. Se calcula a partir de los tipos de referencia del BCE, publicados una vez cada día hábil, y nuestro servicio busca tipos nuevos como máximo cada cinco minutos. Es un tipo de referencia, no un precio de negociación.",
      },
    ],
  },

  "/aud-to-usd": {
    about: [
      "Convierta dólares australianos (AUD) en dólares estadounidenses (USD). Es el sentido en el que los mercados cotizan el par, AUD/USD, apodado «Aussie»: el precio de un dólar australiano en dólares estadounidenses.",
      "La cifra se calcula a partir de los tipos de referencia del euro del BCE: dólares estadounidenses por euro divididos entre dólares australianos por euro. Por ejemplo, a un tipo de 0,6571 USD por AUD, 100 AUD serían 65,71 USD y 1000 AUD serían 657,10 USD. El tipo de hoy se muestra en el conversor de arriba.",
      "El BCE publica una vez cada día hábil hacia las 16:00 CET, nuestro servicio busca tipos nuevos como máximo cada cinco minutos y, si no se puede acceder a la fuente, el conversor muestra los últimos tipos recibidos, marcados «en caché», con la hora a la que se obtuvieron. Los bancos y las tarjetas añaden un margen o comisiones, así que tome el resultado como una referencia.",
    ],
    useCases: [
      "Australianos que preparan el presupuesto de un viaje a Estados Unidos",
      "Pagar suscripciones, programas y pedidos en línea de EE. UU. con una tarjeta australiana",
      "Valorar en dólares estadounidenses unos ahorros, una vivienda o un salario australianos",
      "Exportadores australianos que cotizan en dólares estadounidenses, la moneda en la que se fija el precio de muchas materias primas",
    ],
    guides: [
      {
        title: "Cómo leer una cotización AUD/USD",
        content: [
          "Un tipo AUD/USD de 0,6571 (un tipo de ejemplo) significa que un dólar australiano compra 0,6571 dólares estadounidenses. Multiplique para convertir: 1500 AUD × 0,6571 = 985,65 USD. Divida para volver: 985,65 USD ÷ 0,6571 = 1500 AUD.",
          "Los pequeños movimientos del tipo se notan en las sumas grandes. Por ejemplo, si el tipo subiera de 0,65 a 0,70, 1000 AUD valdrían 50 dólares estadounidenses más.",
          "Las tarjetas australianas suelen añadir una comisión por operaciones internacionales, a menudo de alrededor del 3 %, a las compras en dólares estadounidenses, y algunas tarjetas no cobran nada. Consulte las condiciones de su tarjeta y sume la comisión al importe convertido.",
        ],
      },
    ],
    tips: [
      {
        title: "Más o menos dos tercios",
        content: [
          "Cuando el tipo ronda 0,66, como el tipo de ejemplo de 0,6571, una cifra en dólares estadounidenses es más o menos dos tercios de la australiana: 30 AUD son unos 20 USD. Consulte antes el tipo actual arriba.",
        ],
      },
      {
        title: "Pague en dólares estadounidenses en EE. UU.",
        content: [
          "Si un terminal en Estados Unidos le ofrece cargar su tarjeta en dólares australianos, rechácelo. Si paga en dólares, la conversión la hace el emisor de su tarjeta, normalmente a un tipo más cercano al tipo de referencia.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuánto son 100 dólares australianos en dólares estadounidenses?",
        answer:
          "Depende del tipo del día, que se muestra arriba con 1, 10, 1000 y 5000 AUD. Por ejemplo, a un tipo de 0,6571 USD por AUD, 100 AUD serían 65,71 USD.",
      },
      {
        question: "¿Ha valido alguna vez el dólar australiano más que el dólar estadounidense?",
        answer:
          "Sí. Superó la paridad a finales de 2010 y se mantuvo en torno a un dólar estadounidense o por encima hasta 2013. Desde entonces ha estado por debajo de la paridad. Los tipos pasados no permiten prever los futuros.",
      },
      {
        question: "¿Cuánto efectivo puedo llevar de Australia a Estados Unidos?",
        answer:
          "No hay límite, pero salir de Australia con 10.000 A$ o más en efectivo debe declararse, y entrar en EE. UU. con más de 10.000 $ debe declararse con el formulario FinCEN 105.",
      },
      {
        question: "¿Por qué el tipo de AUD a USD de aquí es distinto del de mi banco?",
        answer:
          "El tipo de aquí es el tipo de referencia basado en el BCE, una cifra por día hábil, sin ningún margen. El tipo de un banco incluye su margen y cambia a lo largo del día, y puede sumarse una comisión.",
      },
    ],
  },

  "/usd-to-cad": {
    about: [
      "Convierta dólares estadounidenses (USD) en dólares canadienses (CAD), emitidos por el Banco de Canadá. Los mercados cotizan el par como USD/CAD, dólares canadienses por dólar estadounidense, que es el sentido de esta página. Al dólar canadiense se le apoda «loonie», por el colimbo grande (common loon) de la moneda de un dólar introducida en 1987, y los operadores llaman igual al par.",
      "El tipo se calcula a partir de los tipos de referencia del euro del BCE: dólares canadienses por euro divididos entre dólares estadounidenses por euro. Por ejemplo, a un tipo de 1,391 CAD por USD, 100 USD serían 139,10 CAD y 1000 USD serían 1391 CAD. El tipo de hoy se muestra en el conversor de arriba.",
      "El BCE publica una vez cada día hábil hacia las 16:00 CET, y nuestro servicio busca tipos nuevos como máximo cada cinco minutos. Si no se puede acceder a la fuente, el conversor muestra los últimos tipos recibidos, marcados «en caché», con la hora a la que se obtuvieron. Es un tipo de referencia, no lo que le cobrará un banco o una tarjeta.",
    ],
    useCases: [
      "Cruzar la frontera para ir de compras, esquiar o visitar a la familia en Canadá",
      "Empresas estadounidenses que pagan a contratistas o proveedores canadienses",
      "Trabajadores transfronterizos y jubilados que cobran en una moneda y gastan en la otra",
      "Fijar precios de productos para compradores canadienses en línea",
    ],
    guides: [
      {
        title: "De dólares estadounidenses a canadienses en la práctica",
        content: [
          "Multiplique los dólares estadounidenses por el tipo. Con un tipo de ejemplo de 1,391, 250 USD × 1,391 = 347,75 CAD. Divida un importe canadiense por el mismo tipo para verlo en dólares estadounidenses.",
          "Como en EE. UU., los precios de las estanterías canadienses no suelen incluir los impuestos sobre las ventas: el GST federal, o el HST armonizado en algunas provincias, y el posible impuesto provincial sobre las ventas se añaden en caja.",
          "Algunos comercios cercanos a la frontera aceptan efectivo estadounidense, pero a su propio tipo de cambio. Pagar en dólares canadienses, o con tarjeta en dólares canadienses, suele salir mejor.",
        ],
      },
    ],
    tips: [
      {
        title: "Escriba C$ y US$",
        content: [
          "Las dos monedas usan el signo $. En los presupuestos y las facturas entre los dos países, escriba CAD y USD (o C$ y US$) para que nadie tenga que adivinar.",
        ],
      },
      {
        title: "Declare las sumas grandes de efectivo",
        content: [
          "Entrar en Canadá o salir del país con 10.000 CAN$ o más en moneda o instrumentos monetarios, en cualquier divisa, debe declararse a la Agencia de Servicios Fronterizos de Canadá. Llevar el dinero es legal; no declararlo no lo es.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuánto son 100 dólares estadounidenses en dólares canadienses?",
        answer:
          "Depende del tipo del día, que se muestra en el conversor de arriba junto con 1, 10, 1000 y 5000 USD. Por ejemplo, a un tipo de 1,391 CAD por USD, 100 USD serían 139,10 CAD.",
      },
      {
        question: "¿Por qué al dólar canadiense se le llama «loonie»?",
        answer:
          "La moneda de un dólar introducida en 1987 muestra un colimbo grande (en inglés, common loon), un ave acuática. La moneda pasó a ser el «loonie», y el nombre se extendió a la divisa y al par USD/CAD. La moneda de dos dólares es, por extensión, el «toonie».",
      },
      {
        question: "¿Qué mueve el tipo de dólar estadounidense a dólar canadiense?",
        answer:
          "Estados Unidos es el mayor socio comercial de Canadá, así que el comercio entre ambos cuenta. Los analistas también suelen vincular el dólar canadiense a los precios del petróleo, pues Canadá es un gran exportador de petróleo, y a la diferencia entre los tipos de interés del Banco de Canadá y de la Reserva Federal. Nada de esto hace que el tipo sea predecible.",
      },
      {
        question: "¿Es este el tipo que obtendré en un banco canadiense?",
        answer:
          "No. Es un tipo de referencia calculado a partir de la publicación diaria del BCE. Un banco o una casa de cambio añade un margen al tipo y puede cobrar una comisión.",
      },
    ],
  },

  "/cad-to-usd": {
    about: [
      "Convierta dólares canadienses (CAD) en dólares estadounidenses (USD): lo que vale un importe canadiense al sur de la frontera. Los mercados suelen cotizar el par como USD/CAD, dólares canadienses por dólar estadounidense, así que el tipo de CAD a USD es el inverso de la cotización habitual.",
      "El tipo se calcula a partir de los tipos de referencia del euro del BCE: dólares estadounidenses por euro divididos entre dólares canadienses por euro. Por ejemplo, a un tipo de 0,7183 USD por CAD, 100 CAD serían 71,83 USD y 1000 CAD serían 718,30 USD. El tipo de hoy se muestra en el conversor de arriba. El BCE publica una vez cada día hábil hacia las 16:00 CET, y nuestro servicio busca tipos nuevos como máximo cada cinco minutos. Si no se puede acceder a la fuente, el conversor muestra los últimos tipos recibidos, marcados «en caché», con la hora a la que se obtuvieron.",
      "El dólar canadiense se divide en 100 centavos. Canadá dejó de distribuir la moneda de un centavo en 2013, así que los totales en efectivo se redondean a los cinco centavos más próximos, mientras que los pagos con tarjeta se cobran al centavo. Tome el resultado del conversor como una referencia: un banco o una tarjeta añade un margen o comisiones.",
    ],
    useCases: [
      "Canadienses que compran al otro lado de la frontera o en tiendas en línea de EE. UU.",
      "Jubilados canadienses («snowbirds») que preparan el presupuesto de un invierno en Florida, Arizona u otro lugar de EE. UU.",
      "Valorar en dólares estadounidenses salarios, pensiones o ahorros canadienses",
      "Empresas canadienses que facturan a clientes estadounidenses",
    ],
    guides: [
      {
        title: "De dólares canadienses a estadounidenses",
        content: [
          "Multiplique el importe canadiense por el tipo de CAD a USD. Con un tipo de ejemplo de 0,7183, 500 CAD × 0,7183 = 359,15 USD. Para ver un precio estadounidense en dólares canadienses, divídalo por el mismo tipo.",
          "Los dos tipos de ejemplo que da este sitio para el par, 1,391 y 0,7183, no son recíprocos exactos: 1 ÷ 1,391 ≈ 0,7189. Los tipos tomados en el mismo momento siempre lo son, y las dos líneas de tipo del conversor también.",
          "Muchas tarjetas de crédito canadienses añaden una comisión por operaciones en moneda extranjera, a menudo del 2,5 %, a las compras en dólares estadounidenses, y algunas tarjetas no cobran nada. Sume la comisión de su tarjeta al importe convertido para ver lo que cuesta realmente una compra en EE. UU.",
        ],
      },
    ],
    tips: [
      {
        title: "Convierta antes de comparar precios",
        content: [
          "Un precio estadounidense que parece más bajo que el canadiense puede dejar de serlo una vez convertido, y el impuesto sobre las ventas de EE. UU., que varía según el estado y la ciudad, suele añadirse en caja.",
        ],
      },
      {
        title: "Declare las sumas grandes en la frontera",
        content: [
          "Salir de Canadá con 10.000 CAN$ o más en moneda o instrumentos monetarios debe declararse a la Agencia de Servicios Fronterizos de Canadá antes de la salida, y llegar a EE. UU. con más de 10.000 $ debe declararse con el formulario FinCEN 105.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuánto son 100 dólares canadienses en dólares estadounidenses?",
        answer:
          "Depende del tipo del día, que se muestra en el conversor de arriba con 1, 10, 1000 y 5000 CAD. Por ejemplo, a un tipo de 0,7183 USD por CAD, 100 CAD serían 71,83 USD.",
      },
      {
        question: "¿Ha valido alguna vez el dólar canadiense más que el dólar estadounidense?",
        answer:
          "Sí. Superó la paridad en 2007 y de nuevo durante varios periodos entre 2010 y 2013, antes de volver a caer por debajo de un dólar estadounidense. Los tipos pasados no permiten prever los futuros.",
      },
      {
        question: "¿Puedo pagar con dólares canadienses en Estados Unidos?",
        answer:
          "Por lo general, no. Las tiendas de EE. UU. fijan sus precios y cobran en dólares estadounidenses. Algunos comercios cercanos a la frontera aceptan efectivo canadiense, pero a su propio tipo. Lo habitual es convertir antes o pagar con tarjeta.",
      },
      {
        question: "¿Por qué el tipo de esta página es distinto del que me aplicó mi banco?",
        answer:
          "El tipo de aquí es un tipo de referencia basado en el BCE, publicado una vez cada día hábil, sin ningún margen. El tipo de su banco incluye su margen, y su tarjeta puede añadir una comisión por operaciones en moneda extranjera.",
      },
    ],
  },

  "/crypto-currency": {
    about: [
      `El conversor de criptomonedas valora las ${coins} mayores criptomonedas por capitalización de mercado unas frente a otras y frente a las ${fiat} divisas que hoy circulan en el mundo. La lista empieza por ${largest(6)} e incluye monedas estables como USD Coin (USDC) y Dai (DAI); los selectores las muestran todas, por orden de clasificación. El conversor empieza con BTC a USD.`,
      "Los precios proceden de una fuente de precios compatible con CoinGecko y se cotizan en dólares estadounidenses. Cualquier otro par se calcula a través del dólar: ETH a BTC, por ejemplo, es el precio del ether en dólares dividido entre el precio del bitcoin en dólares. Nuestro servicio actualiza los precios como máximo cada cinco minutos y conserva los últimos precios que ha recibido. Si no se puede acceder a la fuente, el conversor muestra esos últimos precios, marcados «en caché», con la hora a la que se obtuvieron. Los resultados se muestran con hasta ocho decimales.",
      "Los precios de las criptomonedas son volátiles y pueden variar varios puntos porcentuales en pocas horas. También difieren un poco de una plataforma de intercambio a otra. Las cifras de aquí son precios orientativos, no cotizaciones de negociación: una plataforma de intercambio o un bróker añade un diferencial, comisiones de negociación y, en las retiradas, comisiones de red. La conversión se hace en su navegador, no hay ninguna cuenta y nada de lo que dice esta página es asesoramiento financiero ni de inversión.",
    ],
    useCases: [
      "Ver cuánto vale en dólares, euros o libras una tenencia de bitcoin, ether u otra criptomoneda",
      "Convertir a una divisa conocida un precio expresado en criptomonedas",
      "Comparar dos criptomonedas, por ejemplo cuántos ETH vale un BTC",
      "Calcular importes pequeños, hasta el octavo decimal, para pagos y propinas",
      "Contrastar la cotización de una plataforma de intercambio con un precio de referencia agregado",
    ],
    guides: [
      {
        title: "Cómo se calculan aquí los precios",
        content: [
          "Una criptomoneda se negocia a la vez en muchas plataformas de intercambio, cada una con un precio ligeramente distinto. Los agregadores de precios como CoinGecko combinan esos mercados en un único precio de referencia por criptomoneda. El conversor pide a una fuente compatible con CoinGecko el precio en dólares estadounidenses de cada criptomoneda, como máximo cada cinco minutos.",
          "Los pares sin el dólar son tipos cruzados. Con precios hipotéticos de 50.000 USD por BTC y 2500 USD por ETH (ejemplos, no precios actuales), 1 BTC serían 50.000 ÷ 2500 = 20 ETH, y 1 ETH serían 0,05 BTC. Convertir una criptomoneda a euros, libras, yenes o cualquier otra divisa también pasa por su precio en dólares y después por los tipos del BCE.",
          "Si la fuente de precios deja de cotizar una criptomoneda, el conversor no hace suposiciones: la criptomoneda no se puede elegir hasta que vuelva a haber un precio, y una nota bajo el conversor lo indica.",
          "Los resultados muestran hasta ocho decimales, la precisión de la unidad más pequeña del bitcoin, el satoshi (0,00000001 BTC). Algunas criptomonedas, entre ellas el ether, se pueden dividir más, así que los importes menores de 0,00000001 de una unidad se pierden aquí en el redondeo.",
          "Si el conversor no logra conectar en absoluto con nuestro servicio de tipos de cambio, un aviso ámbar indica «Modo sin conexión: los tipos de cambio pueden no estar al día». No se fíe de las cifras mientras se muestre.",
        ],
      },
      {
        title: "Claves del mercado: la volatilidad y lo que significa una conversión",
        content: [
          "Los mercados de criptomonedas operan las veinticuatro horas, todos los días del año, y los precios suelen oscilar mucho más que divisas como el dólar o el euro. Una conversión solo es cierta en el momento en que se calculó su precio. Por ejemplo, si un precio hipotético del bitcoin de 50.000 USD bajara un 10 %, 0,1 BTC pasarían de 5000 USD a 4500 USD.",
          "Además, los mercados de las criptomonedas más pequeñas tienen menos liquidez: en mercados poco negociados, una orden grande puede mover el precio, de modo que el importe que reciba realmente puede alejarse más del precio de referencia que en el caso del bitcoin o del ether.",
          "Este conversor muestra cuánto vale un importe a un precio orientativo. No indica si conviene comprar, vender o conservar nada, y no es asesoramiento financiero.",
        ],
      },
    ],
    tips: [
      {
        title: "Sume todos los costes",
        content: [
          "Lo que recibe es el importe convertido menos el diferencial y la comisión de negociación de la plataforma, y menos una comisión de red si traslada las criptomonedas a un monedero. Compare la cifra final que le ofrece una plataforma con el resultado de aquí para ver el coste total.",
        ],
      },
      {
        title: "Compruebe la marca de tiempo",
        content: [
          "La línea bajo el tipo indica cuándo se obtuvieron los precios, con «(en caché)» si son los últimos precios conservados mientras no se podía acceder a la fuente. En un mercado rápido, incluso unos minutos pueden importar.",
        ],
      },
      {
        title: "Fíjese en el código, no solo en el nombre",
        content: [
          "Muchos tokens tienen nombres parecidos. Los códigos de los selectores (BTC, ETH, SOL, etc.) identifican la criptomoneda cuyo precio se da aquí; asegúrese de que coinciden con el activo que muestra su monedero o su plataforma de intercambio.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿De dónde proceden los precios de las criptomonedas?",
        answer:
          "De una fuente de precios compatible con CoinGecko, que da el precio de cada criptomoneda en dólares estadounidenses, agregado a partir de varios mercados. Cualquier otro par, de criptomoneda a criptomoneda o de criptomoneda a otra divisa, se calcula a través del dólar.",
      },
      {
        question:
          "¿Con qué frecuencia se actualizan los precios de las criptomonedas en este conversor?",
        answer:
          "Como máximo cada cinco minutos. Los precios no son en tiempo real ni operación a operación y no sirven para negociar; son orientativos. Si no se puede acceder a la fuente, se muestran los últimos precios recibidos, marcados «en caché», con la hora a la que se obtuvieron.",
      },
      {
        question: "¿Por qué el precio es distinto en mi plataforma de intercambio?",
        answer:
          "Cada plataforma tiene su propio libro de órdenes, así que los precios difieren ligeramente entre plataformas y respecto a un precio agregado. Una plataforma también da precios distintos a compradores y vendedores (el diferencial) y cobra comisiones. Además, el precio de aquí puede tener hasta unos minutos de antigüedad.",
      },
      {
        question: "¿Qué criptomonedas puedo convertir?",
        answer: `Las ${coins} mayores por capitalización de mercado, de ${largest(4)} hacia abajo en la clasificación, monedas estables incluidas, y Polygon con su nuevo código POL (antes MATIC). Puede convertirlas entre sí y frente a las ${fiat} divisas en uso hoy.`,
      },
      {
        question: "¿Puedo convertir directamente una criptomoneda en otra, como ETH a BTC?",
        answer:
          "Sí. Elija las dos criptomonedas y el conversor divide un precio en dólares entre el otro. Puede que una plataforma de intercambio no ofrezca exactamente ese par, y operar a través de una divisa intermedia añade una segunda serie de comisiones.",
      },
      {
        question: "¿Es este conversor un asesoramiento de inversión?",
        answer:
          "No. Muestra cuánto vale un importe a un precio orientativo. Los precios de las criptomonedas son volátiles, y nada de lo que hay aquí recomienda comprar, vender o conservar ningún activo.",
      },
    ],
  },

  "/usd-to-btc": {
    about: [
      "Convierta dólares estadounidenses (USD) en bitcoin (BTC): cuánto bitcoin vale un importe en dólares a un precio de mercado orientativo. Bitcoin lo lanzó en enero de 2009 alguien que firmaba con el seudónimo de Satoshi Nakamoto. Sus reglas no permiten más de 21 millones de bitcoins, y cada uno es divisible hasta ocho decimales: la unidad más pequeña, un satoshi, es 0,00000001 BTC.",
      "El conversor toma el precio en dólares estadounidenses del bitcoin de una fuente de precios compatible con CoinGecko, actualizado como máximo cada cinco minutos, y divide entre él su importe en dólares. Por ejemplo, a un precio hipotético de 50.000 USD por BTC, 100 USD serían 0,002 BTC (200.000 satoshis) y 10 USD serían 0,0002 BTC. El precio de hoy se muestra en el conversor de arriba. Los resultados muestran ocho decimales, hasta un solo satoshi.",
      "El precio es volátil y puede cambiar notablemente en cuestión de minutos. Es un precio agregado orientativo, no lo que le cobrará una plataforma de intercambio: las plataformas añaden un diferencial y comisiones, y muchas fijan un importe mínimo de orden. Si no se puede acceder a la fuente de precios, el conversor muestra el último precio recibido, marcado «en caché», con la hora a la que se obtuvo. Nada de lo que hay aquí es asesoramiento financiero.",
    ],
    useCases: [
      "Ver a cuánto bitcoin corresponde un presupuesto en dólares antes de dar una orden",
      "Fijar el precio de bienes o servicios en BTC o en satoshis",
      "Convertir pequeños importes en dólares a satoshis para propinas o pagos por Lightning Network",
      "Contrastar la cotización de una plataforma de intercambio o de una aplicación con un precio de mercado agregado",
    ],
    guides: [
      {
        title: "Dólares, bitcoin y satoshis",
        content: [
          "Un bitcoin son 100.000.000 de satoshis. Para pasar de dólares a satoshis, divida por el precio del bitcoin y multiplique por 100.000.000. A un precio hipotético de 50.000 USD por BTC, 1 USD serían 0,00002 BTC, es decir, 2000 satoshis, y un satoshi valdría 0,0005 USD.",
          "Lo que recibe realmente es menos que la cifra del conversor. Por ejemplo, con una comisión del 1,5 % sobre una compra de 100 USD, quedan 98,50 USD por convertir: 0,00197 BTC al mismo precio hipotético. Trasladar las criptomonedas a su propio monedero puede costar además una comisión de red.",
          "Como los precios se mueven, vuelva a consultar el conversor, y la cotización de la propia plataforma, justo antes de actuar sobre una cifra.",
        ],
      },
    ],
    tips: [
      {
        title: "Piense en satoshis para las sumas pequeñas",
        content: [
          "Las cantidades pequeñas de bitcoin se leen mejor en satoshis: 0,00025 BTC son 25.000 sats. Muchos monederos pueden mostrar los saldos de las dos maneras.",
        ],
      },
      {
        title: "Guarde registros",
        content: [
          "Las normas fiscales sobre las criptomonedas dependen del país. En Estados Unidos, el IRS (la agencia tributaria federal) trata las criptomonedas como bienes, así que venderlas, intercambiarlas o gastarlas más adelante puede generar una ganancia o una pérdida sujeta a impuestos, medida frente a lo que pagó. Anote la fecha, la cantidad y el valor en dólares de cada compra y de cada venta.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuánto bitcoin puedo comprar con 100 dólares?",
        answer:
          "Depende del precio en cada momento, que se muestra en el conversor de arriba. Por ejemplo, a un precio hipotético de 50.000 USD por BTC, 100 USD serían 0,002 BTC, antes del diferencial y las comisiones de la plataforma.",
      },
      {
        question: "¿Puedo comprar menos de un bitcoin?",
        answer:
          "Sí. El bitcoin es divisible hasta ocho decimales, así que puede tener cualquier cantidad hasta un satoshi (0,00000001 BTC). Las plataformas y las aplicaciones fijan su propia compra mínima, normalmente un importe pequeño en dólares.",
      },
      {
        question: "¿Qué es un satoshi?",
        answer:
          "La unidad más pequeña del bitcoin: 0,00000001 BTC, de modo que 100.000.000 de satoshis forman un bitcoin. Debe su nombre a Satoshi Nakamoto, el creador de Bitcoin, que firmaba con ese seudónimo.",
      },
      {
        question: "¿Por qué el conversor muestra ocho decimales para el bitcoin?",
        answer:
          "Ocho decimales es exactamente la precisión del bitcoin: la última cifra es un satoshi. Con menos se ocultarían importes reales al convertir unos pocos dólares, y con más se mostrarían fracciones de satoshi, que una transacción de bitcoin normal no puede transportar.",
      },
      {
        question:
          "¿El precio que se muestra aquí es el que pagaré en una plataforma de intercambio?",
        answer:
          "No exactamente. Es un precio agregado orientativo, actualizado como máximo cada cinco minutos. Una plataforma da su propio precio, añade un diferencial y comisiones, y puede cobrar por las retiradas.",
      },
    ],
  },

  "/btc-to-usd": {
    about: [
      "Convierta bitcoin (BTC) en dólares estadounidenses (USD), que es como se cotiza con más frecuencia el precio del bitcoin. La línea de tipo sobre el conversor se lee como el precio en dólares de un bitcoin, y una tabla muestra 0,001, 0,01, 0,1, 1 y 10 BTC a ese precio.",
      "El precio procede de una fuente de precios compatible con CoinGecko, que agrega la negociación de muchos mercados en lugar de dar la última operación de una sola plataforma. Se actualiza como máximo cada cinco minutos. Si no se puede acceder a la fuente, el conversor muestra el último precio recibido, marcado «en caché», con la hora a la que se obtuvo. Por ejemplo, a un precio hipotético de 50.000 USD por BTC, 0,01 BTC serían 500 USD y 0,25 BTC serían 12.500 USD. El precio de hoy se muestra en el conversor de arriba.",
      "A diferencia de los tipos de las divisas del BCE, que se publican una vez por día hábil, el bitcoin se negocia las veinticuatro horas, todos los días del año, y su precio es volátil. Tome el resultado como una indicación de valor, no como el importe que le pagará una plataforma de intercambio, ni como asesoramiento financiero.",
    ],
    useCases: [
      "Valorar en dólares una tenencia de bitcoin o el saldo de un monedero",
      "Calcular el valor en dólares de un pago recibido en BTC",
      "Anotar el valor en dólares de una transacción para sus propios registros",
      "Comparar el precio que ofrece una plataforma de intercambio, un bróker o un cajero de bitcoin con un precio de mercado agregado",
    ],
    guides: [
      {
        title: "De bitcoin a dólares",
        content: [
          "Multiplique la cantidad de bitcoin por el precio en dólares. Para una cifra en satoshis, divídala primero por 100.000.000. Por ejemplo, 250.000 satoshis son 0,0025 BTC, que a un precio hipotético de 50.000 USD por BTC serían 125 USD.",
          "Cuando vende, los dólares que recibe son menos que el valor convertido: el precio de compra de la plataforma está por debajo del punto medio del mercado, se aplica una comisión de negociación y retirar los dólares a un banco puede costar otra comisión.",
          "Impuestos: en Estados Unidos, el IRS trata el bitcoin como un bien, no como una moneda. Venderlo o gastarlo puede generar una ganancia o una pérdida de capital medida en dólares, y la exención de 200 $ para las ganancias personales en moneda extranjera no se le aplica. Otros países tienen sus propias normas. Es información general, no asesoramiento fiscal.",
        ],
      },
    ],
    tips: [
      {
        title: "Los valores pasados necesitan precios pasados",
        content: [
          "El conversor muestra solo el último precio. Para el valor de una transacción en una fecha anterior, use el precio de esa fecha y hora, por ejemplo el de los registros de su plataforma de intercambio.",
        ],
      },
      {
        title: "Cuente los ceros",
        content: [
          "0,1 BTC y 0,01 BTC se diferencian en un factor de diez, y los errores con los decimales son frecuentes. Leer las cantidades pequeñas en satoshis (0,01 BTC son 1.000.000 de sats) ayuda a evitarlos.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuánto vale 1 bitcoin en dólares estadounidenses?",
        answer:
          "El bitcoin no tiene un valor fijo: su precio cambia constantemente. El conversor de arriba muestra el último precio orientativo que ha recibido nuestro servicio, actualizado como máximo cada cinco minutos, con la hora a la que se obtuvo.",
      },
      {
        question: "¿Cuánto son 0,01 BTC en dólares?",
        answer:
          "La centésima parte del precio del bitcoin. Por ejemplo, a un precio hipotético de 50.000 USD por BTC, 0,01 BTC serían 500 USD. La tabla bajo el conversor muestra 0,01 BTC al precio actual.",
      },
      {
        question: "¿Por qué el precio del bitcoin difiere entre plataformas de intercambio?",
        answer:
          "Cada plataforma tiene sus propios compradores y vendedores, así que los precios se separan ligeramente, sobre todo en mercados rápidos o en plataformas pequeñas. Un precio agregado como el de aquí combina muchos mercados y rara vez coincidirá exactamente con el de una plataforma concreta.",
      },
      {
        question: "¿Pago impuestos al convertir bitcoin en dólares?",
        answer:
          "En muchos países, sí, si el bitcoin se ha revalorizado desde que lo adquirió. En Estados Unidos, vender bitcoin es una transmisión de un bien que puede generar una ganancia o una pérdida de capital. Las normas varían según el país; consulte a su administración tributaria o a un asesor. Esto no es asesoramiento fiscal.",
      },
      {
        question: "¿Por qué cambió el precio al recargar la página?",
        answer:
          "Nuestro servicio obtiene precios nuevos como máximo cada cinco minutos, así que una recarga unos minutos después puede mostrar un precio más reciente. Si no se pudo acceder a la fuente, se muestra el último precio conocido, marcado «en caché».",
      },
    ],
  },

  "/eth-to-usd": {
    about: [
      "Convierta ether (ETH), la moneda nativa de la red Ethereum, en dólares estadounidenses (USD). Ethereum nació en 2015 como una cadena de bloques que ejecuta programas llamados contratos inteligentes. El ether paga el cálculo que consumen esos programas, llamado gas. Desde que la red pasó a la prueba de participación en septiembre de 2022, el ether es también lo que los validadores depositan en garantía para protegerla.",
      "El precio procede de una fuente de precios compatible con CoinGecko, en dólares estadounidenses, y se actualiza como máximo cada cinco minutos. Si no se puede acceder a la fuente, el conversor muestra el último precio recibido, marcado «en caché», con la hora a la que se obtuvo. Por ejemplo, a un precio hipotético de 2500 USD por ETH, 0,5 ETH serían 1250 USD y 0,02 ETH serían 50 USD. El precio de hoy se muestra en el conversor de arriba.",
      "El ether es divisible hasta 18 decimales; su unidad más pequeña es el wei. El conversor muestra ocho decimales, así que los importes inferiores a 0,00000001 ETH se pierden en el redondeo. El precio del ether es volátil, la cifra de aquí es orientativa y no una cotización de negociación, y nada de lo que dice esta página es asesoramiento financiero.",
    ],
    useCases: [
      "Valorar en dólares una tenencia de ether o el saldo de un monedero",
      "Estimar el coste en dólares de una comisión de transacción pagada en ETH",
      "Fijar el precio de bienes, servicios o artículos digitales expresados en ETH",
      "Comprobar lo que probablemente obtendrá antes de vender ether en una plataforma de intercambio",
    ],
    guides: [
      {
        title: "ETH, gwei y dólares",
        content: [
          "Las comisiones de Ethereum suelen expresarse en gwei: un gwei es 0,000000001 ETH (una milmillonésima de ether). La comisión de una transacción es el gas que consume multiplicado por el precio por unidad de gas. Una simple transferencia de ether consume 21.000 unidades de gas. Por ejemplo, a 20 gwei por unidad de gas, eso son 420.000 gwei, o 0,00042 ETH, que a un precio hipotético de 2500 USD por ETH serían 1,05 USD.",
          "Para valorar cualquier cantidad de ether, multiplíquela por el precio en dólares. Para una cantidad en gwei, divídala primero por 1.000.000.000. Los ocho decimales del conversor llegan hasta 0,00000001 ETH, que son 10 gwei.",
          "Cuando vende o envía ether, las comisiones salen de lo que recibe: el diferencial y la comisión de negociación de la plataforma, y la comisión de red de cualquier transferencia.",
        ],
      },
    ],
    tips: [
      {
        title: "Guarde algo de ETH para las comisiones",
        content: [
          "Las comisiones de las transacciones en Ethereum, incluidas las de envío de otros tokens, se pagan en ether. Cuando calcule cuánto puede enviar o vender, deje un poco de ETH para la comisión.",
        ],
      },
      {
        title: "Vuelva a comprobar antes de actuar",
        content: [
          "El precio del ether puede moverse varios puntos porcentuales en una hora. Compruebe la hora junto al tipo, y la cotización de la propia plataforma, justo antes de fiarse de una cifra.",
        ],
      },
    ],
    faqs: [
      {
        question: "¿Cuánto vale 1 ETH en dólares estadounidenses?",
        answer:
          "El precio cambia constantemente. El conversor de arriba muestra el último precio orientativo que ha recibido nuestro servicio, actualizado como máximo cada cinco minutos, con la hora a la que se obtuvo.",
      },
      {
        question: "¿Qué diferencia hay entre Ethereum y ether?",
        answer:
          "Ethereum es la red y su software; el ether (código ETH) es la moneda que se usa en ella, para pagar comisiones y para depositarla en garantía (staking). En el uso cotidiano, la gente suele decir «Ethereum» para ambas cosas.",
      },
      {
        question: "¿Qué es el gwei?",
        answer:
          "Una unidad pequeña de ether: un gwei es 0,000000001 ETH, o mil millones de wei. Los precios del gas, y por tanto las comisiones de las transacciones, suelen expresarse en gwei.",
      },
      {
        question:
          "¿Por qué el precio de ETH de aquí es distinto del de mi plataforma de intercambio?",
        answer:
          "El precio de aquí está agregado a partir de varios mercados y puede tener unos minutos de antigüedad. Una plataforma muestra el precio de su propio mercado, da precios distintos a compradores y vendedores, y añade comisiones.",
      },
      {
        question: "¿Tiene el ether una oferta máxima, como el bitcoin?",
        answer:
          "No. A diferencia del límite de 21 millones del bitcoin, el ether no tiene un tope fijo. Se emite ether nuevo para los validadores y, desde 2021, una parte de cada comisión de transacción (la comisión base) se destruye, así que la oferta puede crecer o disminuir con el tiempo.",
      },
    ],
  },
};
