import type { Messages } from "./en.ts";

export const pt: Messages = {
  "box.no-match": "Nenhuma unidade, moeda ou conversor corresponde a “{query}”.",
  "box.convert-to-what":
    "Converter {quantity} para quê? Acrescente “para” e uma unidade, ou escolha um conversor.",
  "box.read-as": "“{text}” foi lido como {unit} ({quantity}).",
  "box.mismatch":
    "{units} ({quantity}) e {other} ({otherQuantity}) não podem ser convertidos um no outro.",
  "box.no-rate": "Nenhuma cotação de {from} para {to} está disponível no momento.",
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
