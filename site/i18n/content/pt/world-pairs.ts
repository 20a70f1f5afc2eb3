import type { WorldPairTemplate } from "../world-pairs.ts";

/**
 * The text of a world pair page in Brazilian Portuguese (site/content/money/world-pairs.ts),
 * filled from names.
 */
export const WORLD_PAIRS: WorldPairTemplate = (n) => ({
  about: [
    `Converta ${n.fromPlural} (${n.from}) para ${n.toPlural} (${n.to}). ${n.manyPlaces ? `Países e territórios onde a moeda ${n.to} é usada` : `País onde a moeda ${n.to} é usada`}: ${n.places}. O conversor acima mostra a cotação de referência mais recente, a cotação inversa, uma tabela de valores comuns e o histórico do par.`,
    `A cotação da moeda ${n.to} (${n.toName}) é a cotação de referência do banco que a emite, quando ele publica uma: seu banco central ou sua fonte oficial, cujos números o Frankfurter, um serviço de código aberto, coleta a cada dia útil. Quando esse banco não publica cotação, ela é uma combinação das fontes oficiais que publicam, e uma moeda atrelada a outra por uma taxa fixa segue essa paridade. A linha abaixo do conversor indica a fonte e a data da cotação mostrada e avisa quando uma cotação é calculada por meio de outra moeda. Nosso serviço verifica novas cotações no máximo a cada cinco minutos; se uma fonte não puder ser acessada, o conversor mostra as últimas cotações recebidas, marcadas como "em cache", com o horário em que foram obtidas.`,
    "Estas são cotações de referência: um banco, uma casa de câmbio ou um serviço de remessas acrescenta a própria margem, cobra uma tarifa, ou as duas coisas. Use a cotação daqui para saber quanto vale um valor e quanto um fornecedor está cobrando de você.",
  ],
  useCases: [
    `Ver quanto vale em ${n.toPlural} um valor em ${n.fromPlural}`,
    `Conferir a cotação que um serviço de remessas ou uma casa de câmbio oferece de ${n.from} para ${n.to}`,
    `Planejar o orçamento de uma viagem ou de uma compra com preço em ${n.toPlural}`,
    `Entender faturas, salários ou aluguéis em ${n.toPlural}`,
  ],
  faqs: [
    {
      question: `Quanto valem ${n.hundredFrom} em ${n.toPlural}?`,
      answer:
        "Depende da cotação do dia, mostrada no conversor acima com uma tabela de valores comuns. Digite qualquer valor no primeiro campo para convertê-lo; o segundo campo funciona no sentido inverso.",
    },
    {
      question: `De onde vem a cotação de ${n.from} para ${n.to}?`,
      answer: `Do banco que emite a moeda ${n.to}, quando ele publica uma cotação, repassada pelo Frankfurter; caso contrário, de uma combinação das fontes oficiais que publicam uma. A linha abaixo do conversor indica a fonte e a data, e as moedas pelas quais uma cotação é calculada quando nenhuma fonte cota o par diretamente.`,
    },
    {
      question: `Por que meu banco me dá menos ${n.toPlural} do que aqui?`,
      answer:
        "Bancos, emissores de cartão, serviços de remessas e casas de câmbio acrescentam uma margem à cotação de referência, cobram uma tarifa, ou as duas coisas. A diferença entre o que oferecem a você e o resultado do conversor é quanto o câmbio custa para você.",
    },
    {
      question: "Com que frequência a cotação é atualizada?",
      answer:
        "A maioria dos bancos centrais publica suas cotações de referência uma vez a cada dia útil; nosso serviço verifica novas cotações no máximo a cada cinco minutos. As cotações não mudam nos fins de semana nem nos feriados do banco.",
    },
  ],
});
