import type { Messages } from "./en.ts";

export const pt: Messages = {
  "box.no-match": "Nenhuma unidade, moeda ou conversor corresponde a “{query}”.",
  "box.convert-to-what":
    "Converter {quantity} para quê? Acrescente “para” e uma unidade, ou escolha um conversor.",
  "box.read-as": "“{text}” foi lido como {unit} ({quantity}).",
  "box.mismatch":
    "{units} ({quantity}) e {other} ({otherQuantity}) não podem ser convertidos um no outro.",
  "box.no-rate": "Nenhuma cotação de {from} para {to} está disponível no momento.",
};
