import type { Messages } from "./en.ts";

export const pt: Messages = {
  "box.no-match": "Nenhuma unidade, moeda ou conversor corresponde a “{query}”.",
  "box.convert-to-what":
    "Converter {quantity} para quê? Acrescente “para” e uma unidade, ou escolha um conversor.",
  "box.read-as": "“{text}” foi lido como {unit} ({quantity}).",
  "box.mismatch":
    "{units} ({quantity}) e {other} ({otherQuantity}) não podem ser convertidos um no outro.",
  "box.no-rate": "Nenhuma cotação de {from} para {to} está disponível no momento.",
  "box.number-as-decimal": "{typed} foi lido como {read} ({mark} como separador decimal)",
  "box.number-as-thousands": "{typed} foi lido como {read} ({mark} como separador de milhar)",
  "box.mark-comma": "vírgula",
  "box.mark-point": "ponto",
  "box.glucose": "Lido como glicemia: 1 mmol/L equivale a {factor} mg/dL (glicose, {molar} g/mol).",
  "calc.convert-to-what": "Converter para quê?",
  "calc.empty": "Não há nada para calcular.",
  "calc.nothing": "Nada para calcular.",
  "calc.cannot-calculate": "Isso não pode ser calculado.",
  "calc.too-high-power": "Multiplicadas, essas unidades dão uma potência alta demais.",
  "calc.ends-too-soon": "O cálculo termina cedo demais.",
  "calc.no-rate": "Nenhuma cotação para {currency} está disponível no momento.",
  "calc.too-long-characters": "Isso é longo demais para calcular (mais de {limit} caracteres).",
  "calc.too-long-parts": "Isso é longo demais para calcular (mais de {limit} partes).",
  "calc.too-deep": "Há níveis aninhados demais para calcular (mais de {limit}).",
  "calc.not-understood": "“{text}” não é compreendido aqui.",
  "calc.not-a-unit": "“{text}” não é uma unidade.",
  "calc.not-a-number": "“{text}” não é um número.",
  "calc.no-meaning": "“{text}” não tem significado em um cálculo.",
  "calc.cannot-stand-there": "“{text}” não pode ficar aí.",
  "calc.division-by-zero": "{text}: divisão por zero.",
  "calc.too-high-power-of": "{text}: multiplicadas, as unidades dão uma potência alta demais.",
  "calc.negative-square-root": "{text}: um número negativo não tem raiz quadrada.",
  "calc.temperature-power":
    "{text}: uma temperatura em uma escala não pode ser elevada a uma potência.",
  "calc.temperature-percentage":
    "{text}: uma porcentagem de uma temperatura em uma escala não faz sentido.",
  "calc.temperature-from-difference":
    "{text}: uma temperatura em uma escala não pode ser subtraída de uma diferença.",
  "calc.temperature-multiplied": "{text}: uma temperatura em uma escala não pode ser multiplicada.",
  "calc.temperatures-add": "{text}: temperaturas em uma escala não se somam.",
  "calc.temperature-negated": "−({text}): uma temperatura em uma escala não pode ser negada.",
  "calc.temperature-as-number":
    "{text}: uma temperatura em uma escala não pode ser tomada como um número; use uma diferença em K.",
  "calc.temperature-times":
    "{text}: uma temperatura em uma escala não pode ser multiplicada nem dividida; use uma diferença em K.",
  "calc.no-value": "{text} não tem valor.",
  "calc.too-large": "{text} é grande demais para calcular.",
  "calc.not-a-target": "“{text}” não é uma unidade para a qual converter.",
  "calc.target-zero": "{text} é zero: divisão por zero.",
  "calc.reciprocal-of-zero": "{text} é zero: seu inverso é infinito.",
  "calc.compound-order": "{text}: as unidades de uma combinação vão da maior para a menor.",
  "calc.scale-alone":
    "{symbol} é uma escala de temperatura: escreva uma temperatura (20 {symbol}) ou uma diferença em K.",
  "calc.cannot-add": "{text}: {first} e {second} não podem ser somados.",
  "calc.cannot-subtract": "{text}: {first} e {second} não podem ser subtraídos.",
  "calc.scale-difference":
    "{text}: temperaturas em uma escala não podem ser somadas; a diferença entre elas, sim ({left} − {right}).",
  "calc.exponent-not-number": "{text}: um expoente é um número puro, não {exponent}.",
  "calc.whole-power": "{text}: {base} só pode ser elevado a uma potência inteira de até {limit}.",
  "calc.negative-power": "{text}: um número negativo não tem potência real {power}.",
  "calc.no-square-root": "{text}: {of} não tem raiz quadrada entre as unidades.",
  "calc.no-cube-root": "{text}: {of} não tem raiz cúbica entre as unidades.",
  "calc.measures-other":
    "{text} ({measured}) e {target} ({dimension}) não podem ser convertidos um no outro.",
  "calc.temperature-not":
    "{text} (uma temperatura) e {target} ({dimension}) não podem ser convertidos um no outro.",
  "calc.not-on-scale": "{text} não é uma temperatura em uma escala; {symbol} é.",
  "calc.compound-kinds":
    "{text}: {target} não pode ser uma combinação de temperaturas ou de unidades recíprocas.",
  "calc.named-money": "dinheiro",
  "calc.named-dimension": "uma grandeza em {symbol}",
  "calc.named-temperature": "uma temperatura",
  "calc.named-number": "um número",
  "contact.too-large": "A mensagem é grande demais: o máximo é {kb} KB.",
  "contact.not-json": "Envie a mensagem em JSON (Content-Type: application/json).",
  "contact.bad-json": "O corpo da requisição não é um JSON válido.",
  "contact.unreadable": "Não foi possível ler o corpo da requisição.",
  "contact.not-object":
    "O corpo da requisição deve ser um objeto JSON com os campos name, email, subject e message.",
  "contact.ask-name": "Informe seu nome.",
  "contact.ask-email": "Informe seu endereço de e-mail.",
  "contact.ask-subject": "Informe um assunto.",
  "contact.ask-message": "Escreva uma mensagem.",
  "contact.the-name": "Seu nome",
  "contact.the-email": "Seu endereço de e-mail",
  "contact.the-subject": "O assunto",
  "contact.the-message": "Sua mensagem",
  "contact.not-text": "{field} precisa ser um texto.",
  "contact.too-long":
    "{field} passa do limite: tem {count} caracteres, e o máximo aceito é {limit}.",
  "contact.one-line": "{field} precisa caber em uma só linha.",
  "contact.bad-characters": "{field} contém caracteres que não podem ser enviados.",
  "contact.bad-email": "Informe um endereço de e-mail válido, como nome@example.com.",
  "contact.wait-minute":
    "Muitas mensagens enviadas do seu endereço; tente de novo daqui a 1 minuto.",
  "contact.wait-minutes":
    "Muitas mensagens enviadas do seu endereço; tente de novo daqui a {minutes} minutos.",
  "contact.not-saved": "Não foi possível salvar sua mensagem. Tente de novo daqui a um minuto.",
};
