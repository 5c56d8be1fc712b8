import type { SeedPolicy } from './types.ts';

export const policies: SeedPolicy[] = [
  {
    slug: 'terms',
    title: {
      en: 'Terms of Service',
      es: 'Términos y condiciones',
      zh: '服务条款',
      fr: "Conditions générales d'utilisation",
      de: 'Allgemeine Geschäftsbedingungen',
      jp: '利用規約',
    },
    body: {
      en:
        '## About these terms\n\n' +
        'These terms govern your use of Polymart, an online marketplace where independent shops sell their products ' +
        'to buyers. By creating an account or placing an order, you agree to them. The marketplace is run by the ' +
        'Polymart operators; the products themselves are sold by the shops named on each product page.\n\n' +
        '## Your account\n\n' +
        'You must provide accurate information when you register and keep your password confidential. You are ' +
        'responsible for all activity under your account. We may suspend or close accounts involved in fraud, abuse ' +
        'or repeated breaches of these terms.\n\n' +
        '## Buying on Polymart\n\n' +
        'Each order is a contract between you and the shop that sells the item. Prices can be displayed in several ' +
        'currencies; converted prices are shown for convenience, and the amount charged is the one confirmed at ' +
        'checkout. Shops are responsible for their listings, stock, shipping and product warranties.\n\n' +
        '## Payments and the wallet\n\n' +
        'You can pay with your Polymart wallet balance, a bank card, or cash on delivery where the shop offers it. ' +
        'Payments are held by Polymart and released to the shop only after the order is completed, which protects ' +
        'both buyers and sellers. Refunds are credited to your wallet or to the original payment method, as ' +
        'described in our Return Policy.\n\n' +
        '## Selling on Polymart\n\n' +
        'Anyone may apply to open a shop. Applications are reviewed by the Polymart operators, who may ask for ' +
        'additional information and may decline or suspend shops that do not meet marketplace standards. Sellers ' +
        'must comply with the law, describe products honestly and ship within the time they promise. Polymart ' +
        'charges a commission on completed sales, as shown in the seller dashboard.\n\n' +
        '## Prohibited items and conduct\n\n' +
        'Counterfeit goods, stolen property, items that infringe intellectual property rights and anything that may ' +
        'not legally be sold in the destination country are not allowed. Reviews must reflect genuine experiences. ' +
        'Manipulating ratings, taking payments outside the platform or harassing other users may lead to the ' +
        'closure of your account.\n\n' +
        '## Liability and changes\n\n' +
        'Polymart provides the platform as it is and is not the seller of the items listed by shops. To the extent ' +
        'permitted by law, the Polymart operators are not liable for indirect or consequential loss. We may update ' +
        'these terms from time to time; significant changes will be announced on the site before they take effect, ' +
        'and continuing to use Polymart means you accept the updated terms.',
      es:
        '## Acerca de estos términos\n\n' +
        'Estos términos regulan el uso de Polymart, un mercado en línea en el que tiendas independientes venden sus ' +
        'productos a los compradores. Al crear una cuenta o realizar un pedido, los aceptas. Los operadores de ' +
        'Polymart gestionan la plataforma; los productos los venden las tiendas que figuran en cada ficha de ' +
        'producto.\n\n' +
        '## Tu cuenta\n\n' +
        'Debes facilitar datos veraces al registrarte y mantener tu contraseña en secreto. Eres responsable de toda ' +
        'la actividad que se realice con tu cuenta. Podemos suspender o cerrar las cuentas implicadas en fraudes, ' +
        'abusos o incumplimientos reiterados de estos términos.\n\n' +
        '## Comprar en Polymart\n\n' +
        'Cada pedido es un contrato entre tú y la tienda que vende el artículo. Los precios pueden mostrarse en ' +
        'varias monedas; las conversiones son orientativas y el importe que se cobra es el confirmado al finalizar ' +
        'la compra. Las tiendas son responsables de sus anuncios, su stock, el envío y la garantía de los ' +
        'productos.\n\n' +
        '## Pagos y monedero\n\n' +
        'Puedes pagar con el saldo de tu monedero Polymart, con tarjeta bancaria o contra reembolso cuando la ' +
        'tienda lo ofrezca. Polymart retiene el pago y solo lo libera a la tienda cuando el pedido se ha ' +
        'completado, lo que protege tanto al comprador como al vendedor. Los reembolsos se abonan en tu monedero o ' +
        'en el medio de pago original, según se explica en nuestra Política de devoluciones.\n\n' +
        '## Vender en Polymart\n\n' +
        'Cualquier persona o empresa puede solicitar la apertura de una tienda. Los operadores de Polymart revisan ' +
        'cada solicitud, pueden pedir información adicional y pueden rechazar o suspender las tiendas que no ' +
        'cumplan los requisitos del mercado. Los vendedores deben cumplir la ley, describir sus productos con ' +
        'honestidad y enviar en el plazo prometido. Polymart cobra una comisión sobre las ventas completadas, que ' +
        'se indica en el panel del vendedor.\n\n' +
        '## Artículos y conductas prohibidos\n\n' +
        'No se permiten falsificaciones, objetos robados, artículos que vulneren derechos de propiedad intelectual ' +
        'ni nada cuya venta sea ilegal en el país de destino. Las reseñas deben reflejar experiencias reales. ' +
        'Manipular valoraciones, cobrar fuera de la plataforma o acosar a otros usuarios puede conllevar el cierre ' +
        'de la cuenta.\n\n' +
        '## Responsabilidad y cambios\n\n' +
        'Polymart ofrece la plataforma tal cual y no es el vendedor de los artículos que publican las tiendas. En ' +
        'la medida en que lo permita la ley, los operadores de Polymart no responden de daños indirectos. Podemos ' +
        'actualizar estos términos; los cambios importantes se anunciarán en el sitio antes de entrar en vigor, y ' +
        'si sigues usando Polymart, aceptas los términos actualizados.',
      zh:
        '## 关于本条款\n\n' +
        '本条款适用于你对 Polymart 的使用。Polymart 是一个在线交易市场，由独立店铺向买家销售商品。' +
        '注册账户或提交订单，即表示你同意本条款。平台由 Polymart 运营团队负责运营，' +
        '商品则由各商品页面上标明的店铺出售。\n\n' +
        '## 你的账户\n\n' +
        '注册时请提供真实准确的信息，并妥善保管密码。你需要对账户下的所有操作负责。对于涉及欺诈、' +
        '滥用或多次违反本条款的账户，我们有权暂停或关闭。\n\n' +
        '## 在 Polymart 购物\n\n' +
        '每一笔订单都是你与出售该商品的店铺之间订立的合同。价格可以按多种货币显示，换算金额仅供参考，' +
        '实际扣款以结算页面确认的金额为准。商品信息、库存、发货及质保由各店铺负责。\n\n' +
        '## 支付与钱包\n\n' +
        '你可以使用 Polymart 钱包余额、银行卡支付，或在店铺支持的情况下选择货到付款。货款由 Polymart 代为保管，' +
        '订单完成后才会结算给店铺，从而同时保障买卖双方的权益。退款将退回你的钱包或原支付方式，具体见《退货政策》。' +
        '\n\n' +
        '## 在 Polymart 开店\n\n' +
        '任何个人或企业均可申请开店。Polymart 运营团队会审核每一份申请，可能要求补充资料，' +
        '并有权拒绝或暂停不符合平台标准的店铺。卖家须遵守法律法规，如实描述商品，并在承诺的时间内发货。Polymart ' +
        '对已完成的交易收取佣金，具体比例以卖家后台显示为准。\n\n' +
        '## 禁售商品与违规行为\n\n' +
        '禁止销售假冒商品、赃物、侵犯知识产权的商品，以及在目的地国家或地区禁止销售的任何物品。' +
        '评价必须基于真实的购物体验。操纵评分、绕开平台私下收款或骚扰其他用户，都可能导致账户被关闭。\n\n' +
        '## 责任限制与条款变更\n\n' +
        'Polymart 按现状提供平台服务，并非店铺所售商品的卖方。在法律允许的范围内，Polymart ' +
        '运营团队不对间接损失承担责任。我们可能会不时更新本条款，重大变更将在生效前于网站公告；你继续使用 Polymart，' +
        '即视为接受更新后的条款。',
      fr:
        '## À propos de ces conditions\n\n' +
        'Les présentes conditions régissent votre utilisation de Polymart, une place de marché en ligne sur ' +
        'laquelle des boutiques indépendantes vendent leurs produits aux acheteurs. En créant un compte ou en ' +
        'passant commande, vous les acceptez. La plateforme est exploitée par les opérateurs de Polymart ; les ' +
        'produits sont vendus par les boutiques indiquées sur chaque fiche produit.\n\n' +
        '## Votre compte\n\n' +
        'Vous devez fournir des informations exactes lors de votre inscription et garder votre mot de passe ' +
        'confidentiel. Vous êtes responsable de toute activité effectuée depuis votre compte. Nous pouvons ' +
        'suspendre ou fermer les comptes impliqués dans une fraude, un abus ou des manquements répétés aux ' +
        'présentes conditions.\n\n' +
        '## Acheter sur Polymart\n\n' +
        "Chaque commande constitue un contrat entre vous et la boutique qui vend l'article. Les prix peuvent " +
        "s'afficher dans plusieurs devises ; les montants convertis sont indicatifs et seul le montant confirmé " +
        'lors du paiement est débité. Les boutiques sont responsables de leurs annonces, de leurs stocks, de ' +
        "l'expédition et de la garantie des produits.\n\n" +
        '## Paiements et portefeuille\n\n' +
        'Vous pouvez payer avec le solde de votre portefeuille Polymart, par carte bancaire ou, si la boutique le ' +
        "propose, en paiement à la livraison. Polymart conserve le paiement et ne le reverse à la boutique qu'une " +
        "fois la commande terminée, ce qui protège à la fois l'acheteur et le vendeur. Les remboursements sont " +
        "crédités sur votre portefeuille ou sur le moyen de paiement d'origine, comme indiqué dans notre politique " +
        'de retour.\n\n' +
        '## Vendre sur Polymart\n\n' +
        "Toute personne ou entreprise peut demander l'ouverture d'une boutique. Les opérateurs de Polymart " +
        'examinent chaque demande, peuvent solliciter des informations complémentaires et peuvent refuser ou ' +
        'suspendre les boutiques qui ne respectent pas les exigences de la place de marché. Les vendeurs doivent ' +
        'respecter la loi, décrire leurs produits avec honnêteté et expédier dans les délais annoncés. Polymart ' +
        "prélève une commission sur les ventes finalisées, dont le taux figure dans l'espace vendeur.\n\n" +
        '## Articles et comportements interdits\n\n' +
        'Les contrefaçons, les biens volés, les articles portant atteinte à la propriété intellectuelle et tout ' +
        'produit dont la vente est illégale dans le pays de destination sont interdits. Les avis doivent refléter ' +
        "une expérience réelle. La manipulation des notes, l'encaissement de paiements en dehors de la plateforme " +
        "ou le harcèlement d'autres utilisateurs peuvent entraîner la fermeture du compte.\n\n" +
        '## Responsabilité et modifications\n\n' +
        "Polymart fournit la plateforme en l'état et n'est pas le vendeur des articles proposés par les boutiques. " +
        'Dans la mesure permise par la loi, les opérateurs de Polymart ne sauraient être tenus responsables des ' +
        'dommages indirects. Nous pouvons modifier ces conditions ; toute modification importante sera annoncée sur ' +
        "le site avant son entrée en vigueur, et la poursuite de l'utilisation de Polymart vaut acceptation des " +
        'conditions mises à jour.',
      de:
        '## Geltungsbereich\n\n' +
        'Diese Bedingungen regeln die Nutzung von Polymart, einem Online-Marktplatz, auf dem unabhängige Shops ihre ' +
        'Produkte an Käuferinnen und Käufer verkaufen. Mit der Erstellung eines Kontos oder der Abgabe einer ' +
        'Bestellung stimmen Sie ihnen zu. Der Marktplatz wird von den Polymart-Betreibern betrieben; Verkäufer der ' +
        'Produkte sind die auf der jeweiligen Produktseite genannten Shops.\n\n' +
        '## Ihr Konto\n\n' +
        'Bei der Registrierung müssen Sie zutreffende Angaben machen und Ihr Passwort geheim halten. Sie sind für ' +
        'alle Aktivitäten in Ihrem Konto verantwortlich. Konten, die mit Betrug, Missbrauch oder wiederholten ' +
        'Verstößen gegen diese Bedingungen in Verbindung stehen, können wir sperren oder schließen.\n\n' +
        '## Einkaufen auf Polymart\n\n' +
        'Jede Bestellung ist ein Vertrag zwischen Ihnen und dem Shop, der den Artikel verkauft. Preise können in ' +
        'verschiedenen Währungen angezeigt werden; umgerechnete Beträge dienen der Orientierung, maßgeblich ist der ' +
        'beim Bezahlen bestätigte Betrag. Für Angebote, Lagerbestand, Versand und Gewährleistung sind die Shops ' +
        'verantwortlich.\n\n' +
        '## Zahlung und Wallet\n\n' +
        'Sie können mit dem Guthaben Ihrer Polymart-Wallet, per Bankkarte oder – sofern der Shop dies anbietet – ' +
        'per Nachnahme bezahlen. Polymart verwahrt die Zahlung und gibt sie erst nach Abschluss der Bestellung an ' +
        'den Shop frei. Das schützt Käufer und Verkäufer gleichermaßen. Erstattungen werden Ihrer Wallet oder dem ' +
        'ursprünglichen Zahlungsmittel gutgeschrieben, wie in unseren Rückgabebedingungen beschrieben.\n\n' +
        '## Verkaufen auf Polymart\n\n' +
        'Jede Person und jedes Unternehmen kann die Eröffnung eines Shops beantragen. Die Polymart-Betreiber prüfen ' +
        'jeden Antrag, können zusätzliche Angaben anfordern und Shops ablehnen oder sperren, die die Anforderungen ' +
        'des Marktplatzes nicht erfüllen. Verkäufer müssen geltendes Recht einhalten, ihre Produkte wahrheitsgemäß ' +
        'beschreiben und innerhalb der zugesagten Frist versenden. Polymart erhebt auf abgeschlossene Verkäufe eine ' +
        'Provision, deren Höhe im Verkäuferbereich angezeigt wird.\n\n' +
        '## Verbotene Artikel und Verhaltensweisen\n\n' +
        'Nicht erlaubt sind gefälschte Waren, Diebesgut, Artikel, die geistige Eigentumsrechte verletzen, sowie ' +
        'alles, dessen Verkauf im Bestimmungsland verboten ist. Bewertungen müssen echte Erfahrungen wiedergeben. ' +
        'Wer Bewertungen manipuliert, Zahlungen außerhalb der Plattform abwickelt oder andere Nutzer belästigt, ' +
        'riskiert die Schließung seines Kontos.\n\n' +
        '## Haftung und Änderungen\n\n' +
        'Polymart stellt die Plattform in ihrem jeweiligen Zustand bereit und ist nicht Verkäufer der von Shops ' +
        'angebotenen Artikel. Soweit gesetzlich zulässig, haften die Polymart-Betreiber nicht für mittelbare ' +
        'Schäden oder Folgeschäden. Wir können diese Bedingungen anpassen; wesentliche Änderungen kündigen wir vor ' +
        'ihrem Inkrafttreten auf der Website an. Wenn Sie Polymart weiter nutzen, gelten die aktualisierten ' +
        'Bedingungen als angenommen.',
      jp:
        '## 本規約について\n\n' +
        '本規約は、独立系ショップが購入者に商品を販売するオンラインマーケットプレイス「Polymart」' +
        'のご利用に適用されます。アカウントの作成または注文の確定をもって、本規約に同意したものとみなします。' +
        'マーケットプレイスはPolymart運営チームが運営し、商品は各商品ページに記載された出品ショップが販売します。' +
        '\n\n' +
        '## アカウント\n\n' +
        '登録時には正確な情報を入力し、パスワードは第三者に知られないよう管理してください。' +
        'アカウントで行われたすべての操作について、お客様が責任を負うものとします。不正行為、迷惑行為、' +
        'または本規約への度重なる違反が認められた場合、アカウントを停止または削除することがあります。\n\n' +
        '## Polymartでの購入\n\n' +
        '各注文は、お客様と商品を販売するショップとの間の契約です。価格は複数の通貨で表示できますが、' +
        '換算後の金額は目安であり、実際の請求額は注文確定時に表示された金額となります。商品情報、在庫、' +
        '配送および商品保証については、各ショップが責任を負います。\n\n' +
        '## お支払いとウォレット\n\n' +
        'お支払いには、Polymartウォレットの残高、クレジットカード・デビットカード、' +
        'またはショップが対応している場合は代金引換をご利用いただけます。代金はPolymartがお預かりし、' +
        '注文完了後にショップへ支払われるため、購入者と出品者の双方が守られます。返金は、' +
        '返品ポリシーに定めるとおり、ウォレットまたは元のお支払い方法に戻されます。\n\n' +
        '## Polymartでの出品\n\n' +
        '個人・法人を問わず、どなたでも出店を申請できます。申請はPolymart運営チームが審査し、' +
        '追加情報の提出をお願いすることや、マーケットプレイスの基準を満たさないショップの出店をお断り・停止すること' +
        'があります。出品者は法令を遵守し、商品を正確に説明し、約束した期間内に発送しなければなりません。' +
        'Polymartは成立した取引に対して販売手数料をいただきます。料率は出品者用管理画面でご確認いただけます。\n\n' +
        '## 禁止商品・禁止行為\n\n' +
        '偽造品、盗品、知的財産権を侵害する商品、および配送先の国で販売が禁止されている商品の出品はできません。' +
        'レビューは実際の体験に基づいて投稿してください。評価の不正操作、プラットフォーム外での代金の受け渡し、' +
        '他のユーザーへの嫌がらせを行った場合、アカウントを削除することがあります。\n\n' +
        '## 免責および規約の変更\n\n' +
        'Polymartはプラットフォームを現状のまま提供するものであり、ショップが出品する商品の売主ではありません。' +
        '法令で認められる範囲において、Polymart運営チームは間接的な損害について責任を負いません。' +
        '本規約は必要に応じて改定することがあり、重要な変更は効力発生前にサイト上でお知らせします。' +
        '改定後もPolymartを引き続きご利用いただいた場合、改定後の規約に同意したものとみなします。',
    },
  },
  {
    slug: 'support',
    title: {
      en: 'Help & Support',
      es: 'Ayuda y soporte',
      zh: '帮助与支持',
      fr: 'Aide et assistance',
      de: 'Hilfe & Support',
      jp: 'ヘルプ・サポート',
    },
    body: {
      en:
        '## How can we help?\n\n' +
        'Most answers are already in your account: order status, tracking details and refund requests are all under ' +
        'My orders. If you cannot find what you need there, both the shops and the Polymart support team are happy ' +
        'to help.\n\n' +
        '## Contacting a shop\n\n' +
        'For questions about a product, compatibility, stock or delivery times, the quickest route is to message ' +
        'the shop directly from the product page or from your order. Shops aim to reply within two business days, ' +
        'and the whole conversation stays attached to your order.\n\n' +
        '## Contacting Polymart support\n\n' +
        'If a shop does not reply, or if your question is about payments, your wallet or your account, contact ' +
        'Polymart support through the help form in your account or by email at support@polymart.example. Include ' +
        'your order number so that we can help you faster. We reply within one business day, Monday to Friday.\n\n' +
        '## Tracking your order\n\n' +
        'As soon as a shop ships your order, the tracking number appears on the order page and you receive a ' +
        'notification. Delivery times depend on where the shop is located and on the shipping method chosen at ' +
        'checkout. If tracking has not updated for several days, contact the shop first.\n\n' +
        '## Payment issues\n\n' +
        "If a card payment fails, check the card details and your bank's limits, or pay with your wallet balance " +
        'instead. For cash on delivery, please have the amount ready when the courier arrives. Wallet top-ups made ' +
        'by bank transfer are credited once the Polymart operators have confirmed receipt.\n\n' +
        '## Disputes\n\n' +
        'If you and a shop cannot agree on a return or refund, you can ask the Polymart operators to step in from ' +
        'the refund request page. We review the messages, photos and tracking information provided by both sides ' +
        'and make a final decision, usually within five business days.',
      es:
        '## ¿En qué podemos ayudarte?\n\n' +
        'La mayoría de las respuestas ya están en tu cuenta: el estado del pedido, el seguimiento del envío y las ' +
        'solicitudes de reembolso se encuentran en Mis pedidos. Si no encuentras lo que buscas, tanto las tiendas ' +
        'como el equipo de soporte de Polymart estarán encantados de ayudarte.\n\n' +
        '## Contactar con una tienda\n\n' +
        'Para dudas sobre un producto, su compatibilidad, el stock o los plazos de entrega, lo más rápido es ' +
        'escribir directamente a la tienda desde la ficha del producto o desde tu pedido. Las tiendas procuran ' +
        'responder en un máximo de dos días hábiles, y toda la conversación queda vinculada a tu pedido.\n\n' +
        '## Contactar con el soporte de Polymart\n\n' +
        'Si una tienda no responde, o si tu consulta tiene que ver con pagos, tu monedero o tu cuenta, escribe al ' +
        'soporte de Polymart mediante el formulario de ayuda de tu cuenta o por correo electrónico a ' +
        'support@polymart.example. Indica el número de pedido para que podamos ayudarte antes. Respondemos en un ' +
        'día hábil, de lunes a viernes.\n\n' +
        '## Seguimiento del pedido\n\n' +
        'En cuanto la tienda envía tu pedido, el número de seguimiento aparece en la página del pedido y recibes ' +
        'una notificación. Los plazos de entrega dependen de la ubicación de la tienda y del método de envío ' +
        'elegido al pagar. Si el seguimiento lleva varios días sin actualizarse, contacta primero con la tienda.\n\n' +
        '## Problemas con el pago\n\n' +
        'Si un pago con tarjeta falla, revisa los datos de la tarjeta y los límites de tu banco, o paga con el ' +
        'saldo de tu monedero. En los pedidos contra reembolso, ten preparado el importe cuando llegue el ' +
        'repartidor. Las recargas del monedero por transferencia bancaria se abonan cuando los operadores de ' +
        'Polymart confirman su recepción.\n\n' +
        '## Disputas\n\n' +
        'Si no llegas a un acuerdo con la tienda sobre una devolución o un reembolso, puedes pedir la intervención ' +
        'de los operadores de Polymart desde la página de la solicitud de reembolso. Revisamos los mensajes, las ' +
        'fotos y la información de seguimiento que aporten ambas partes y tomamos una decisión definitiva, ' +
        'normalmente en un plazo de cinco días hábiles.',
      zh:
        '## 需要什么帮助？\n\n' +
        '大部分问题的答案都能在你的账户里找到：订单状态、物流信息和退款申请都在“我的订单”中。' +
        '如果那里找不到你需要的内容，店铺和 Polymart 客服团队都很乐意为你提供帮助。\n\n' +
        '## 联系店铺\n\n' +
        '关于商品本身、兼容性、库存或发货时间的问题，最快的方式是直接在商品页面或订单中给店铺留言。' +
        '店铺会尽量在两个工作日内回复，所有沟通记录都会保存在对应订单中。\n\n' +
        '## 联系 Polymart 客服\n\n' +
        '如果店铺没有回复，或者你的问题涉及支付、钱包或账户，请通过账户中的帮助表单联系 Polymart 客服，' +
        '也可以发送邮件至 support@polymart.example。请附上订单号，以便我们更快地为你处理。' +
        '我们会在一个工作日内回复（周一至周五）。\n\n' +
        '## 订单跟踪\n\n' +
        '店铺发货后，物流单号会显示在订单页面，你也会收到通知。配送时间取决于店铺所在地以及结算时选择的配送方式。' +
        '如果物流信息连续几天没有更新，请先联系店铺。\n\n' +
        '## 支付问题\n\n' +
        '如果银行卡支付失败，请检查卡片信息和银行的交易限额，或改用钱包余额支付。选择货到付款时，' +
        '请在快递员送达前准备好货款。通过银行转账充值钱包的，将在 Polymart 运营团队确认到账后入账。\n\n' +
        '## 纠纷处理\n\n' +
        '如果你与店铺在退货或退款问题上无法达成一致，可以在退款申请页面请求 Polymart 运营团队介入。' +
        '我们会查看双方提供的沟通记录、照片和物流信息，并作出最终处理决定，通常在五个工作日内完成。',
      fr:
        '## Comment pouvons-nous vous aider ?\n\n' +
        "La plupart des réponses se trouvent déjà dans votre compte : l'état de vos commandes, le suivi des colis " +
        "et les demandes de remboursement sont regroupés dans Mes commandes. Si vous n'y trouvez pas ce que vous " +
        "cherchez, les boutiques comme l'équipe d'assistance de Polymart sont là pour vous aider.\n\n" +
        '## Contacter une boutique\n\n' +
        'Pour toute question sur un produit, sa compatibilité, sa disponibilité ou les délais de livraison, le plus ' +
        "rapide est d'écrire directement à la boutique depuis la fiche produit ou depuis votre commande. Les " +
        "boutiques s'efforcent de répondre sous deux jours ouvrés, et l'ensemble des échanges reste rattaché à " +
        'votre commande.\n\n' +
        "## Contacter l'assistance Polymart\n\n" +
        'Si une boutique ne répond pas, ou si votre question concerne un paiement, votre portefeuille ou votre ' +
        "compte, contactez l'assistance Polymart via le formulaire d'aide de votre compte ou par e-mail à " +
        'support@polymart.example. Indiquez votre numéro de commande pour que nous puissions vous aider plus vite. ' +
        'Nous répondons sous un jour ouvré, du lundi au vendredi.\n\n' +
        '## Suivre votre commande\n\n' +
        'Dès que la boutique expédie votre commande, le numéro de suivi apparaît sur la page de la commande et vous ' +
        'recevez une notification. Les délais de livraison dépendent de la localisation de la boutique et du mode ' +
        "d'expédition choisi lors du paiement. Si le suivi n'a pas évolué depuis plusieurs jours, contactez d'abord " +
        'la boutique.\n\n' +
        '## Problèmes de paiement\n\n' +
        'Si un paiement par carte échoue, vérifiez les informations de la carte et les plafonds fixés par votre ' +
        'banque, ou payez avec le solde de votre portefeuille. Pour le paiement à la livraison, merci de préparer ' +
        'le montant avant le passage du livreur. Les rechargements du portefeuille par virement bancaire sont ' +
        'crédités dès que les opérateurs de Polymart en ont confirmé la réception.\n\n' +
        '## Litiges\n\n' +
        "Si vous ne parvenez pas à vous mettre d'accord avec une boutique sur un retour ou un remboursement, vous " +
        "pouvez demander l'intervention des opérateurs de Polymart depuis la page de la demande de remboursement. " +
        'Nous examinons les messages, les photos et les informations de suivi fournis par les deux parties, puis ' +
        'rendons une décision définitive, généralement sous cinq jours ouvrés.',
      de:
        '## Wie können wir helfen?\n\n' +
        'Die meisten Antworten finden Sie bereits in Ihrem Konto: Bestellstatus, Sendungsverfolgung und ' +
        'Erstattungsanträge sind unter Meine Bestellungen zusammengefasst. Wenn Sie dort nicht weiterkommen, helfen ' +
        'Ihnen die Shops und das Polymart-Supportteam gern weiter.\n\n' +
        '## Einen Shop kontaktieren\n\n' +
        'Bei Fragen zu einem Produkt, zur Kompatibilität, zur Verfügbarkeit oder zu Lieferzeiten schreiben Sie dem ' +
        'Shop am schnellsten direkt über die Produktseite oder Ihre Bestellung. Die Shops antworten in der Regel ' +
        'innerhalb von zwei Werktagen, und der gesamte Nachrichtenverlauf bleibt mit Ihrer Bestellung verknüpft.\n\n' +
        '## Den Polymart-Support kontaktieren\n\n' +
        'Wenn ein Shop nicht antwortet oder es um Zahlungen, Ihre Wallet oder Ihr Konto geht, wenden Sie sich über ' +
        'das Hilfeformular in Ihrem Konto oder per E-Mail an support@polymart.example an den Polymart-Support. ' +
        'Geben Sie bitte Ihre Bestellnummer an, damit wir Ihnen schneller helfen können. Wir antworten innerhalb ' +
        'eines Werktags, montags bis freitags.\n\n' +
        '## Sendungsverfolgung\n\n' +
        'Sobald ein Shop Ihre Bestellung verschickt, erscheint die Sendungsnummer auf der Bestellseite und Sie ' +
        'erhalten eine Benachrichtigung. Die Lieferzeit hängt vom Standort des Shops und der beim Bezahlen ' +
        'gewählten Versandart ab. Wenn sich die Sendungsverfolgung mehrere Tage nicht aktualisiert, wenden Sie sich ' +
        'zuerst an den Shop.\n\n' +
        '## Probleme bei der Zahlung\n\n' +
        'Schlägt eine Kartenzahlung fehl, prüfen Sie die Kartendaten und die Limits Ihrer Bank oder bezahlen Sie ' +
        'stattdessen mit Ihrem Wallet-Guthaben. Bei Nachnahme halten Sie den Betrag bitte bereit, wenn der ' +
        'Zusteller kommt. Aufladungen der Wallet per Banküberweisung werden gutgeschrieben, sobald die ' +
        'Polymart-Betreiber den Zahlungseingang bestätigt haben.\n\n' +
        '## Streitfälle\n\n' +
        'Können Sie sich mit einem Shop nicht über eine Rückgabe oder Erstattung einigen, können Sie über die Seite ' +
        'des Erstattungsantrags die Polymart-Betreiber einschalten. Wir prüfen die Nachrichten, Fotos und ' +
        'Sendungsdaten beider Seiten und treffen eine abschließende Entscheidung, in der Regel innerhalb von fünf ' +
        'Werktagen.',
      jp:
        '## お困りですか？\n\n' +
        'ほとんどの疑問は、アカウント内で解決できます。注文状況、配送状況の追跡、返金申請はすべて「注文履歴」' +
        'から確認できます。それでも解決しない場合は、ショップとPolymartサポートチームがお手伝いします。\n\n' +
        '## ショップへのお問い合わせ\n\n' +
        '商品の仕様や互換性、在庫、お届け日数についてのご質問は、商品ページまたは注文画面からショップへ直接メッセー' +
        'ジを送るのがいちばん早い方法です。ショップは原則として2営業日以内に返信します。' +
        'やり取りの履歴はすべて注文に紐づいて保存されます。\n\n' +
        '## Polymartサポートへのお問い合わせ\n\n' +
        'ショップから返信がない場合や、お支払い・ウォレット・アカウントに関するご質問は、' +
        'アカウント内のお問い合わせフォーム、またはメール（support@polymart.example）' +
        'でPolymartサポートまでご連絡ください。注文番号を添えていただくと、よりスムーズにご案内できます。' +
        '平日（月〜金）1営業日以内に返信いたします。\n\n' +
        '## 配送状況の確認\n\n' +
        'ショップが商品を発送すると、注文ページに追跡番号が表示され、通知が届きます。お届けまでの日数は、' +
        'ショップの所在地と購入時に選択した配送方法によって異なります。追跡情報が数日間更新されない場合は、' +
        'まずショップにお問い合わせください。\n\n' +
        '## お支払いに関するトラブル\n\n' +
        'カード決済ができない場合は、カード情報やカード会社の利用限度額をご確認いただくか、' +
        'ウォレット残高でのお支払いをお試しください。代金引換をご利用の場合は、配達時に代金をご用意ください。' +
        '銀行振込によるウォレットへのチャージは、Polymart運営チームが入金を確認した後に反映されます。\n\n' +
        '## トラブルの解決\n\n' +
        '返品や返金についてショップと合意できない場合は、返金申請ページからPolymart運営チームの介入を依頼できます。' +
        '双方から提出されたメッセージ、写真、配送記録を確認したうえで最終判断を行います。通常、' +
        '5営業日以内に結論をお知らせします。',
    },
  },
  {
    slug: 'return',
    title: {
      en: 'Return & Refund Policy',
      es: 'Política de devoluciones y reembolsos',
      zh: '退货与退款政策',
      fr: 'Politique de retour et de remboursement',
      de: 'Rückgabe- und Erstattungsbedingungen',
      jp: '返品・返金ポリシー',
    },
    body: {
      en:
        '## Your right to return\n\n' +
        'You can request a return within 7 days after your order has been delivered. The delivery date is the one ' +
        'recorded by the carrier or confirmed in your order. Some shops offer a longer return period; when they do, ' +
        'it is shown on the product page.\n\n' +
        '## How to request a refund\n\n' +
        'Open My orders, choose the order and select Request refund. Tell us which items you want to return and ' +
        'why, and add photos if an item arrived damaged or does not match its description. The shop reviews your ' +
        'request, usually within two business days, and sends you the return instructions.\n\n' +
        '## Condition of returned items\n\n' +
        'Items should be returned complete, with all accessories, manuals and original packaging, and in the ' +
        'condition in which you received them. Opened memory cards, in-ear headphones and software licences can ' +
        'only be returned if they are faulty. Please remove your personal data and accounts from phones, computers ' +
        'and cameras before sending them back.\n\n' +
        '## Return shipping costs\n\n' +
        'If an item is faulty, damaged in transit or not as described, the shop pays for return shipping. For other ' +
        'reasons, such as a change of mind, the buyer pays for return shipping unless the shop states otherwise. ' +
        'Always use a tracked shipping method and keep your proof of postage.\n\n' +
        '## Refunds\n\n' +
        'Once the shop has received the item and confirmed its condition, the refund is issued within three ' +
        'business days. Payments made with your wallet or card are refunded to the wallet or the original card; ' +
        'cash on delivery orders are refunded to your Polymart wallet. Depending on your bank, card refunds may ' +
        'take a few more days to appear on your statement.\n\n' +
        '## If your request is declined\n\n' +
        'If a shop declines your request and you disagree, you can ask the Polymart operators to review it. Because ' +
        'payments are held by Polymart until an order is completed, your money stays protected while the case is ' +
        'open.',
      es:
        '## Tu derecho de devolución\n\n' +
        'Puedes solicitar una devolución en un plazo de 7 días desde la entrega del pedido. La fecha de entrega es ' +
        'la que registra el transportista o la que se confirma en tu pedido. Algunas tiendas ofrecen un plazo más ' +
        'largo; en ese caso, se indica en la ficha del producto.\n\n' +
        '## Cómo solicitar un reembolso\n\n' +
        'Entra en Mis pedidos, elige el pedido y pulsa Solicitar reembolso. Indica qué artículos quieres devolver y ' +
        'por qué, y añade fotos si alguno llegó dañado o no coincide con la descripción. La tienda revisa la ' +
        'solicitud, normalmente en un plazo de dos días hábiles, y te envía las instrucciones de devolución.\n\n' +
        '## Estado de los artículos devueltos\n\n' +
        'Los artículos deben devolverse completos, con todos sus accesorios, manuales y embalaje original, y en el ' +
        'mismo estado en que los recibiste. Las tarjetas de memoria abiertas, los auriculares intraurales y las ' +
        'licencias de software solo pueden devolverse si son defectuosos. Antes de enviar teléfonos, ordenadores o ' +
        'cámaras, elimina tus datos personales y cierra tus cuentas.\n\n' +
        '## Gastos de envío de la devolución\n\n' +
        'Si el artículo es defectuoso, llegó dañado o no se corresponde con la descripción, la tienda se hace cargo ' +
        'del envío de vuelta. Por otros motivos, como haber cambiado de opinión, el comprador asume ese coste salvo ' +
        'que la tienda indique lo contrario. Utiliza siempre un envío con seguimiento y conserva el ' +
        'justificante.\n\n' +
        '## Reembolsos\n\n' +
        'Cuando la tienda recibe el artículo y confirma su estado, el reembolso se emite en un plazo de tres días ' +
        'hábiles. Los pagos con monedero o tarjeta se devuelven al monedero o a la tarjeta original; los pedidos ' +
        'contra reembolso se abonan en tu monedero Polymart. Según tu banco, el reembolso en tarjeta puede tardar ' +
        'unos días más en aparecer en tu extracto.\n\n' +
        '## Si se rechaza tu solicitud\n\n' +
        'Si la tienda rechaza tu solicitud y no estás de acuerdo, puedes pedir a los operadores de Polymart que la ' +
        'revisen. Como Polymart retiene los pagos hasta que el pedido se completa, tu dinero sigue protegido ' +
        'mientras el caso esté abierto.',
      zh:
        '## 退货权利\n\n' +
        '订单签收后 7 天内，你可以申请退货。签收日期以承运商记录或订单中确认的日期为准。部分店铺提供更长的退货期限，' +
        '如有，会在商品页面注明。\n\n' +
        '## 如何申请退款\n\n' +
        '打开“我的订单”，选择相应订单并点击“申请退款”。请说明要退回哪些商品及原因；' +
        '如果商品到货时有损坏或与描述不符，请上传照片。店铺通常会在两个工作日内审核申请，并向你发送退货说明。\n\n' +
        '## 退货商品要求\n\n' +
        '退回的商品应配件齐全，附带说明书和原包装，并保持收货时的状态。已拆封的存储卡、入耳式耳机和软件许可证，' +
        '仅在存在质量问题时才可退货。寄回手机、电脑或相机前，请先清除个人数据并退出相关账户。\n\n' +
        '## 退货运费\n\n' +
        '如商品存在质量问题、运输途中损坏或与描述不符，退货运费由店铺承担。因其他原因（例如不想要了）退货的，' +
        '除店铺另有说明外，运费由买家承担。请务必使用可追踪的寄件方式，并保留寄件凭证。\n\n' +
        '## 退款\n\n' +
        '店铺收到商品并确认状态后，将在三个工作日内发起退款。使用钱包或银行卡支付的订单，退款将退回钱包或原银行卡；' +
        '货到付款的订单，退款将退入你的 Polymart 钱包。银行卡退款到账时间取决于发卡银行，可能需要额外几天。\n\n' +
        '## 申请被拒怎么办\n\n' +
        '如果店铺拒绝了你的申请而你不认同，可以请求 Polymart 运营团队复核。由于货款在订单完成前一直由 Polymart ' +
        '代为保管，处理期间你的资金始终受到保护。',
      fr:
        '## Votre droit de retour\n\n' +
        'Vous pouvez demander un retour dans les 7 jours suivant la livraison de votre commande. La date de ' +
        'livraison retenue est celle enregistrée par le transporteur ou confirmée dans votre commande. Certaines ' +
        'boutiques proposent un délai plus long ; le cas échéant, il est indiqué sur la fiche produit.\n\n' +
        '## Demander un remboursement\n\n' +
        'Ouvrez Mes commandes, choisissez la commande concernée et sélectionnez Demander un remboursement. Précisez ' +
        'les articles à retourner et le motif, et ajoutez des photos si un article est arrivé endommagé ou ne ' +
        'correspond pas à sa description. La boutique examine votre demande, généralement sous deux jours ouvrés, ' +
        'et vous envoie les instructions de retour.\n\n' +
        '## État des articles retournés\n\n' +
        "Les articles doivent être renvoyés complets, avec tous leurs accessoires, notices et emballage d'origine, " +
        "et dans l'état où vous les avez reçus. Les cartes mémoire ouvertes, les écouteurs intra-auriculaires et " +
        "les licences logicielles ne peuvent être retournés qu'en cas de défaut. Pensez à supprimer vos données " +
        'personnelles et à vous déconnecter de vos comptes avant de renvoyer un téléphone, un ordinateur ou un ' +
        'appareil photo.\n\n' +
        '## Frais de retour\n\n' +
        "Si l'article est défectueux, endommagé pendant le transport ou non conforme à sa description, les frais de " +
        "retour sont à la charge de la boutique. Pour tout autre motif, par exemple un changement d'avis, ils sont " +
        "à la charge de l'acheteur, sauf mention contraire de la boutique. Utilisez toujours un envoi avec suivi et " +
        'conservez votre preuve de dépôt.\n\n' +
        '## Remboursements\n\n' +
        "Dès que la boutique a reçu l'article et vérifié son état, le remboursement est émis sous trois jours " +
        'ouvrés. Les paiements par portefeuille ou par carte sont remboursés sur le portefeuille ou la carte ' +
        "d'origine ; les commandes payées à la livraison sont remboursées sur votre portefeuille Polymart. Selon " +
        'votre banque, un remboursement sur carte peut mettre quelques jours de plus à apparaître sur votre ' +
        'relevé.\n\n' +
        '## Si votre demande est refusée\n\n' +
        "Si une boutique refuse votre demande et que vous n'êtes pas d'accord, vous pouvez demander aux opérateurs " +
        "de Polymart de l'examiner. Comme Polymart conserve les paiements jusqu'à la finalisation de la commande, " +
        'votre argent reste protégé tant que le dossier est ouvert.',
      de:
        '## Ihr Rückgaberecht\n\n' +
        'Sie können innerhalb von 7 Tagen nach Zustellung Ihrer Bestellung eine Rückgabe beantragen. Maßgeblich ist ' +
        'das vom Versanddienstleister erfasste oder in Ihrer Bestellung bestätigte Zustelldatum. Manche Shops ' +
        'gewähren eine längere Frist; in diesem Fall ist sie auf der Produktseite angegeben.\n\n' +
        '## So beantragen Sie eine Erstattung\n\n' +
        'Öffnen Sie Meine Bestellungen, wählen Sie die Bestellung aus und klicken Sie auf Erstattung beantragen. ' +
        'Geben Sie an, welche Artikel Sie zurücksenden möchten und warum, und fügen Sie Fotos hinzu, falls ein ' +
        'Artikel beschädigt ankam oder nicht der Beschreibung entspricht. Der Shop prüft Ihren Antrag in der Regel ' +
        'innerhalb von zwei Werktagen und schickt Ihnen die Rücksendeanweisungen.\n\n' +
        '## Zustand der Rücksendung\n\n' +
        'Artikel sollten vollständig zurückgeschickt werden, mit allem Zubehör, den Anleitungen und der ' +
        'Originalverpackung, und in dem Zustand, in dem Sie sie erhalten haben. Geöffnete Speicherkarten, ' +
        'In-Ear-Kopfhörer und Softwarelizenzen können nur bei einem Defekt zurückgegeben werden. Bitte löschen Sie ' +
        'Ihre persönlichen Daten und melden Sie sich von Ihren Konten ab, bevor Sie Smartphones, Computer oder ' +
        'Kameras zurücksenden.\n\n' +
        '## Rücksendekosten\n\n' +
        'Ist ein Artikel defekt, beim Transport beschädigt worden oder entspricht er nicht der Beschreibung, trägt ' +
        'der Shop die Rücksendekosten. In anderen Fällen, etwa wenn Sie es sich anders überlegt haben, trägt die ' +
        'Käuferin bzw. der Käufer die Kosten, sofern der Shop nichts anderes angibt. Verwenden Sie immer eine ' +
        'Versandart mit Sendungsverfolgung und bewahren Sie den Einlieferungsbeleg auf.\n\n' +
        '## Erstattung\n\n' +
        'Sobald der Shop den Artikel erhalten und seinen Zustand bestätigt hat, wird die Erstattung innerhalb von ' +
        'drei Werktagen veranlasst. Zahlungen per Wallet oder Karte werden auf die Wallet bzw. die ursprüngliche ' +
        'Karte erstattet, Bestellungen per Nachnahme auf Ihre Polymart-Wallet. Je nach Bank kann es einige weitere ' +
        'Tage dauern, bis eine Kartenerstattung auf Ihrem Kontoauszug erscheint.\n\n' +
        '## Wenn Ihr Antrag abgelehnt wird\n\n' +
        'Lehnt ein Shop Ihren Antrag ab und sind Sie anderer Meinung, können Sie die Polymart-Betreiber um eine ' +
        'Prüfung bitten. Da Polymart Zahlungen bis zum Abschluss einer Bestellung verwahrt, bleibt Ihr Geld ' +
        'geschützt, solange der Fall offen ist.',
      jp:
        '## 返品について\n\n' +
        '商品のお届けから7日以内であれば、返品を申請できます。お届け日は、' +
        '配送業者の記録または注文画面で確認された日付を基準とします。ショップによってはより長い返品期間を設けている' +
        '場合があり、その際は商品ページに記載されています。\n\n' +
        '## 返金の申請方法\n\n' +
        '「注文履歴」から該当する注文を選び、「返金を申請」を押してください。返品したい商品と理由を入力し、' +
        '破損して届いた場合や説明と異なる場合は写真を添付してください。ショップが通常2営業日以内に申請内容を確認し、' +
        '返品方法をご案内します。\n\n' +
        '## 返品商品の状態\n\n' +
        '返品の際は、付属品、説明書、元の梱包材をすべてそろえ、お届け時と同じ状態でお送りください。' +
        '開封済みのメモリーカード、カナル型イヤホン、ソフトウェアライセンスは、' +
        '初期不良の場合に限り返品を受け付けます。スマートフォン、パソコン、カメラを返送する前に、' +
        '個人データの削除とアカウントのログアウトをお願いします。\n\n' +
        '## 返品送料\n\n' +
        '商品の不良、配送中の破損、説明との相違による返品の場合、返送料はショップが負担します。' +
        'お客様のご都合による返品など、それ以外の理由の場合は、ショップが別途定めている場合を除き、' +
        '返送料はお客様のご負担となります。返送には必ず追跡可能な配送方法を利用し、発送時の控えを保管してください。' +
        '\n\n' +
        '## 返金\n\n' +
        'ショップが商品を受け取り、状態を確認した後、3営業日以内に返金手続きを行います。' +
        'ウォレットまたはカードでお支払いの場合は、ウォレットまたはご利用のカードへ返金されます。' +
        '代金引換のご注文は、Polymartウォレットへの返金となります。カードへの返金は、' +
        'カード会社によって明細への反映まで数日かかる場合があります。\n\n' +
        '## 申請が認められなかった場合\n\n' +
        'ショップに申請を断られ、その判断に納得できない場合は、Polymart運営チームに再審査を依頼できます。' +
        '代金は注文が完了するまでPolymartがお預かりしているため、手続き中もお客様のお金は守られています。',
    },
  },
  {
    slug: 'privacy',
    title: {
      en: 'Privacy Policy',
      es: 'Política de privacidad',
      zh: '隐私政策',
      fr: 'Politique de confidentialité',
      de: 'Datenschutzerklärung',
      jp: 'プライバシーポリシー',
    },
    body: {
      en:
        '## Who we are\n\n' +
        'This policy explains how the Polymart operators collect and use personal data when you use the Polymart ' +
        'marketplace. The shops that sell on Polymart also receive some of your data in order to fulfil your ' +
        'orders, and they are responsible for handling it properly.\n\n' +
        '## Data we collect\n\n' +
        'We collect the information you give us, such as your name, email address, phone number and delivery ' +
        'addresses, as well as your orders, refund requests, reviews and messages with shops and support. We keep a ' +
        'record of wallet transactions and payments, but full card numbers are handled by our payment providers and ' +
        'never stored by Polymart. We also collect technical data such as your device, browser language, IP address ' +
        'and cookies.\n\n' +
        '## How we use your data\n\n' +
        'We use your data to create and secure your account, process orders and payments, arrange delivery, handle ' +
        'returns and provide support. We also use it to prevent fraud, keep the marketplace safe and improve our ' +
        'service. We only send you marketing messages with your consent, and you can unsubscribe at any time.\n\n' +
        '## Sharing with shops and partners\n\n' +
        'When you place an order, the shop receives your name, delivery address and phone number so it can ship ' +
        'your items. We share data with payment providers, carriers and hosting services only as far as they need ' +
        'it to do their work. We do not sell your personal data.\n\n' +
        '## Cookies\n\n' +
        'We use essential cookies to keep you signed in and to remember your language, currency and shopping cart. ' +
        'Optional analytics cookies that help us understand how the site is used are only set if you agree to ' +
        'them.\n\n' +
        '## Retention and security\n\n' +
        'We keep your data for as long as your account is active and afterwards only for as long as the law ' +
        'requires, for example for accounting records. Data is encrypted in transit, access is restricted to staff ' +
        'who need it, and we review our security measures regularly.\n\n' +
        '## Your rights\n\n' +
        'You can access, correct, export or delete your personal data, and object to certain uses of it, from your ' +
        'account settings or by writing to privacy@polymart.example. If you believe we have not handled your data ' +
        'properly, you also have the right to complain to your local data protection authority.',
      es:
        '## Quiénes somos\n\n' +
        'Esta política explica cómo los operadores de Polymart recogen y utilizan los datos personales cuando usas ' +
        'el mercado Polymart. Las tiendas que venden en Polymart también reciben algunos de tus datos para ' +
        'gestionar tus pedidos y son responsables de tratarlos correctamente.\n\n' +
        '## Qué datos recogemos\n\n' +
        'Recogemos la información que nos proporcionas, como tu nombre, correo electrónico, teléfono y direcciones ' +
        'de entrega, así como tus pedidos, solicitudes de reembolso, reseñas y mensajes con las tiendas y con el ' +
        'soporte. Guardamos un registro de los movimientos del monedero y de los pagos, pero los números completos ' +
        'de tarjeta los gestionan nuestros proveedores de pago y Polymart nunca los almacena. También recogemos ' +
        'datos técnicos, como el dispositivo, el idioma del navegador, la dirección IP y las cookies.\n\n' +
        '## Para qué usamos tus datos\n\n' +
        'Usamos tus datos para crear y proteger tu cuenta, tramitar pedidos y pagos, organizar las entregas, ' +
        'gestionar las devoluciones y prestarte soporte. También los utilizamos para prevenir el fraude, mantener ' +
        'la seguridad del mercado y mejorar el servicio. Solo te enviamos comunicaciones comerciales si das tu ' +
        'consentimiento, y puedes darte de baja en cualquier momento.\n\n' +
        '## Con quién los compartimos\n\n' +
        'Cuando haces un pedido, la tienda recibe tu nombre, tu dirección de entrega y tu teléfono para poder ' +
        'enviarte los artículos. Compartimos datos con proveedores de pago, empresas de transporte y servicios de ' +
        'alojamiento solo en la medida en que los necesitan para su trabajo. No vendemos tus datos personales.\n\n' +
        '## Cookies\n\n' +
        'Utilizamos cookies esenciales para mantener tu sesión iniciada y recordar tu idioma, tu moneda y tu ' +
        'carrito. Las cookies analíticas opcionales, que nos ayudan a entender cómo se usa el sitio, solo se ' +
        'instalan si las aceptas.\n\n' +
        '## Conservación y seguridad\n\n' +
        'Conservamos tus datos mientras tu cuenta esté activa y, después, solo durante el tiempo que exija la ley, ' +
        'por ejemplo a efectos contables. Los datos se cifran en tránsito, el acceso está limitado al personal que ' +
        'lo necesita y revisamos periódicamente nuestras medidas de seguridad.\n\n' +
        '## Tus derechos\n\n' +
        'Puedes acceder a tus datos personales, rectificarlos, exportarlos o suprimirlos, así como oponerte a ' +
        'determinados usos, desde la configuración de tu cuenta o escribiendo a privacy@polymart.example. Si ' +
        'consideras que no hemos tratado tus datos correctamente, también tienes derecho a presentar una ' +
        'reclamación ante la autoridad de protección de datos de tu país.',
      zh:
        '## 我们是谁\n\n' +
        '本政策说明 Polymart 运营团队在你使用 Polymart 交易平台时，如何收集和使用你的个人信息。在 Polymart ' +
        '上开店的店铺为完成你的订单，也会获得你的部分信息，并有责任妥善处理这些信息。\n\n' +
        '## 我们收集哪些信息\n\n' +
        '我们会收集你主动提供的信息，例如姓名、电子邮箱、手机号码和收货地址，以及你的订单、退款申请、' +
        '评价和你与店铺、客服之间的沟通记录。我们会保存钱包交易和支付记录，但完整的银行卡号由支付服务商处理，' +
        'Polymart 从不存储。此外，我们还会收集设备信息、浏览器语言、IP 地址和 Cookie 等技术数据。\n\n' +
        '## 我们如何使用这些信息\n\n' +
        '我们使用你的信息来创建并保护你的账户、处理订单和支付、安排配送、办理退货以及提供客户服务，' +
        '同时也用于防范欺诈、维护平台安全和改进服务。只有在征得你同意后，我们才会向你发送营销信息，你可以随时退订。' +
        '\n\n' +
        '## 与店铺及合作伙伴共享\n\n' +
        '你下单后，店铺会获得你的姓名、收货地址和电话，以便为你发货。我们仅在必要范围内，与支付服务商、' +
        '物流公司和云服务商共享数据。我们不会出售你的个人信息。\n\n' +
        '## Cookie\n\n' +
        '我们使用必要的 Cookie 来保持你的登录状态，并记住你选择的语言、货币和购物车内容。' +
        '用于了解网站使用情况的分析类 Cookie 属于可选项，只有在你同意后才会启用。\n\n' +
        '## 保存期限与安全\n\n' +
        '在你的账户存续期间，我们会保存你的信息；账户注销后，仅在法律要求的期限内保留，例如会计记录。' +
        '数据在传输过程中均经过加密，只有确有需要的工作人员才能访问，我们也会定期检查安全措施。\n\n' +
        '## 你的权利\n\n' +
        '你可以在账户设置中，或发送邮件至 privacy@polymart.example，查阅、更正、导出或删除你的个人信息，' +
        '也可以反对我们以某些方式使用这些信息。如果你认为我们未能妥善处理你的信息，' +
        '还有权向当地的个人信息保护监管机构投诉。',
      fr:
        '## Qui sommes-nous ?\n\n' +
        'La présente politique explique comment les opérateurs de Polymart collectent et utilisent vos données ' +
        'personnelles lorsque vous utilisez la place de marché Polymart. Les boutiques qui vendent sur Polymart ' +
        'reçoivent également certaines de vos données afin de traiter vos commandes, et elles sont responsables de ' +
        'leur bonne utilisation.\n\n' +
        '## Données collectées\n\n' +
        'Nous collectons les informations que vous nous fournissez, comme vos nom, adresse e-mail, numéro de ' +
        'téléphone et adresses de livraison, ainsi que vos commandes, demandes de remboursement, avis et échanges ' +
        "avec les boutiques et l'assistance. Nous conservons l'historique des opérations du portefeuille et des " +
        'paiements, mais les numéros de carte complets sont traités par nos prestataires de paiement et ne sont ' +
        'jamais stockés par Polymart. Nous collectons aussi des données techniques : appareil, langue du ' +
        'navigateur, adresse IP et cookies.\n\n' +
        '## Utilisation de vos données\n\n' +
        'Nous utilisons vos données pour créer et sécuriser votre compte, traiter les commandes et les paiements, ' +
        'organiser la livraison, gérer les retours et vous assister. Elles nous servent également à prévenir la ' +
        'fraude, à assurer la sécurité de la place de marché et à améliorer nos services. Nous ne vous envoyons de ' +
        "messages promotionnels qu'avec votre consentement, et vous pouvez vous désinscrire à tout moment.\n\n" +
        '## Partage avec les boutiques et nos partenaires\n\n' +
        'Lorsque vous passez commande, la boutique reçoit votre nom, votre adresse de livraison et votre numéro de ' +
        'téléphone afin de vous expédier vos articles. Nous ne partageons des données avec les prestataires de ' +
        'paiement, les transporteurs et les hébergeurs que dans la mesure nécessaire à leur mission. Nous ne ' +
        'vendons pas vos données personnelles.\n\n' +
        '## Cookies\n\n' +
        'Nous utilisons des cookies indispensables pour maintenir votre connexion et mémoriser votre langue, votre ' +
        "devise et votre panier. Les cookies de mesure d'audience, facultatifs, ne sont déposés qu'avec votre " +
        'accord.\n\n' +
        '## Conservation et sécurité\n\n' +
        'Nous conservons vos données tant que votre compte est actif, puis uniquement pendant la durée imposée par ' +
        'la loi, par exemple pour les obligations comptables. Les données sont chiffrées lors de leur transmission, ' +
        'leur accès est réservé au personnel qui en a besoin, et nos mesures de sécurité sont régulièrement ' +
        'réexaminées.\n\n' +
        '## Vos droits\n\n' +
        'Vous pouvez accéder à vos données personnelles, les rectifier, les exporter ou les supprimer, et vous ' +
        'opposer à certains traitements, depuis les paramètres de votre compte ou en écrivant à ' +
        "privacy@polymart.example. Si vous estimez que vos données n'ont pas été traitées correctement, vous avez " +
        "également le droit d'introduire une réclamation auprès de l'autorité de protection des données de votre " +
        'pays.',
      de:
        '## Wer wir sind\n\n' +
        'Diese Erklärung beschreibt, wie die Polymart-Betreiber personenbezogene Daten erheben und verwenden, wenn ' +
        'Sie den Polymart-Marktplatz nutzen. Auch die Shops, die auf Polymart verkaufen, erhalten einen Teil Ihrer ' +
        'Daten, um Ihre Bestellungen abzuwickeln, und sind für deren ordnungsgemäße Verarbeitung verantwortlich.\n\n' +
        '## Welche Daten wir erheben\n\n' +
        'Wir erheben die Angaben, die Sie uns machen, etwa Name, E-Mail-Adresse, Telefonnummer und Lieferadressen, ' +
        'sowie Ihre Bestellungen, Erstattungsanträge, Bewertungen und Nachrichten an Shops und den Support. Wir ' +
        'speichern Wallet-Buchungen und Zahlungen; vollständige Kartennummern verarbeiten jedoch unsere ' +
        'Zahlungsdienstleister, Polymart speichert sie nie. Außerdem erheben wir technische Daten wie Gerät, ' +
        'Browsersprache, IP-Adresse und Cookies.\n\n' +
        '## Wofür wir Ihre Daten verwenden\n\n' +
        'Wir verwenden Ihre Daten, um Ihr Konto einzurichten und zu schützen, Bestellungen und Zahlungen ' +
        'abzuwickeln, die Lieferung zu organisieren, Rückgaben zu bearbeiten und Sie zu unterstützen. Darüber ' +
        'hinaus nutzen wir sie, um Betrug zu verhindern, den Marktplatz sicher zu halten und unseren Service zu ' +
        'verbessern. Werbenachrichten senden wir nur mit Ihrer Einwilligung, die Sie jederzeit widerrufen ' +
        'können.\n\n' +
        '## Weitergabe an Shops und Partner\n\n' +
        'Wenn Sie bestellen, erhält der Shop Ihren Namen, Ihre Lieferadresse und Ihre Telefonnummer, um die Ware zu ' +
        'versenden. An Zahlungsdienstleister, Versanddienstleister und Hosting-Anbieter geben wir Daten nur weiter, ' +
        'soweit diese sie für ihre Aufgabe benötigen. Wir verkaufen Ihre personenbezogenen Daten nicht.\n\n' +
        '## Cookies\n\n' +
        'Wir verwenden technisch notwendige Cookies, damit Sie angemeldet bleiben und Ihre Sprache, Währung und Ihr ' +
        'Warenkorb gespeichert werden. Optionale Analyse-Cookies, die uns zeigen, wie die Website genutzt wird, ' +
        'setzen wir nur mit Ihrer Zustimmung.\n\n' +
        '## Speicherdauer und Sicherheit\n\n' +
        'Wir speichern Ihre Daten, solange Ihr Konto besteht, und danach nur so lange, wie es gesetzlich ' +
        'vorgeschrieben ist, etwa aufgrund handels- und steuerrechtlicher Aufbewahrungspflichten. Daten werden ' +
        'verschlüsselt übertragen, der Zugriff ist auf Mitarbeitende beschränkt, die ihn benötigen, und wir ' +
        'überprüfen unsere Sicherheitsmaßnahmen regelmäßig.\n\n' +
        '## Ihre Rechte\n\n' +
        'Sie können Auskunft über Ihre personenbezogenen Daten verlangen, sie berichtigen, exportieren oder löschen ' +
        'lassen und bestimmten Verarbeitungen widersprechen – in Ihren Kontoeinstellungen oder per E-Mail an ' +
        'privacy@polymart.example. Wenn Sie der Meinung sind, dass wir Ihre Daten nicht ordnungsgemäß verarbeiten, ' +
        'können Sie sich außerdem bei der zuständigen Datenschutzaufsichtsbehörde beschweren.',
      jp:
        '## 運営者について\n\n' +
        '本ポリシーは、お客様がPolymartマーケットプレイスをご利用になる際に、' +
        'Polymart運営チームが個人情報をどのように収集し、利用するかを定めたものです。Polymartに出店するショップも、' +
        'ご注文を処理するためにお客様の情報の一部を受け取り、その適切な取り扱いについて責任を負います。\n\n' +
        '## 収集する情報\n\n' +
        'お名前、メールアドレス、電話番号、お届け先住所など、お客様からご提供いただく情報に加え、ご注文、返金申請、' +
        'レビュー、ショップやサポートとのメッセージを収集します。ウォレットの取引履歴とお支払いの記録は保存しますが' +
        '、カード番号の全桁は決済代行会社が処理し、Polymartが保存することはありません。また、ご利用の端末、' +
        'ブラウザの言語設定、IPアドレス、Cookieなどの技術情報も収集します。\n\n' +
        '## 利用目的\n\n' +
        '収集した情報は、アカウントの作成と保護、注文と決済の処理、配送の手配、返品対応、' +
        'お問い合わせへの対応に利用します。あわせて、不正利用の防止、マーケットプレイスの安全確保、' +
        'サービスの改善にも活用します。メールマガジンなどの販促メッセージは、お客様の同意がある場合にのみお送りし、' +
        'いつでも配信を停止できます。\n\n' +
        '## ショップ・提携先との共有\n\n' +
        'ご注文の際には、商品を発送するために、お名前、お届け先住所、電話番号がショップに提供されます。' +
        '決済代行会社、配送業者、ホスティング事業者には、それぞれの業務に必要な範囲でのみ情報を提供します。' +
        'お客様の個人情報を販売することはありません。\n\n' +
        '## Cookieについて\n\n' +
        'ログイン状態の維持や、言語・通貨・カートの内容の記憶のために、必要不可欠なCookieを使用します。' +
        'サイトの利用状況を把握するための分析用Cookieは任意であり、お客様の同意がある場合にのみ使用します。\n\n' +
        '## 保存期間と安全管理\n\n' +
        '個人情報は、アカウントが有効な間保存し、その後は会計記録など法令で定められた期間に限り保管します。' +
        '通信は暗号化され、情報へのアクセスは業務上必要な担当者に限定されています。' +
        '安全管理措置は定期的に見直しています。\n\n' +
        '## お客様の権利\n\n' +
        'アカウント設定画面から、またはprivacy@polymart.example宛てのメールにて、個人情報の開示、訂正、' +
        'エクスポート、削除を請求でき、特定の利用について停止を求めることもできます。' +
        '個人情報が適切に取り扱われていないとお考えの場合は、お住まいの地域の個人情報保護機関に申し立てを行うことも' +
        'できます。',
    },
  },
  {
    slug: 'about_us',
    title: {
      en: 'About Polymart',
      es: 'Sobre Polymart',
      zh: '关于 Polymart',
      fr: 'À propos de Polymart',
      de: 'Über Polymart',
      jp: 'Polymartについて',
    },
    body: {
      en:
        '## Who we are\n\n' +
        'Polymart is an online marketplace that brings together independent shops specialising in cameras, lenses ' +
        'and photo accessories, alongside drones, audio, phones, computers, wearables, bags, memory and smart home ' +
        'gear. Instead of one big warehouse, we are a community of sellers who know their products inside out.\n\n' +
        '## Many shops, one checkout\n\n' +
        'Every product on Polymart is sold by an independent shop, from small specialist stores to long-established ' +
        'retailers. You can browse, compare and buy from many of them in one place, in your own language and ' +
        'currency, and check out with a single basket.\n\n' +
        '## Payments you can trust\n\n' +
        'Your payment goes to Polymart, not directly to the seller. We hold it safely until your order is completed ' +
        'and only then pay the shop. You can pay with your Polymart wallet, by card or, where the shop offers it, ' +
        'cash on delivery. If something goes wrong, you can request a refund within 7 days after delivery.\n\n' +
        '## Shops we stand behind\n\n' +
        'Every shop is reviewed and approved by the Polymart operators before it can sell. We keep an eye on ' +
        'ratings, delivery times and refund requests, and we step in when a shop falls short of the standards our ' +
        'buyers expect.\n\n' +
        '## Made for people who love taking pictures\n\n' +
        'Many of the people behind Polymart and its shops are photographers themselves. In our blog you will find ' +
        'buying guides, hands-on reviews and practical tips to help you get more out of your gear.\n\n' +
        '## Join us\n\n' +
        'Do you run a camera shop or sell tech you care about? Apply to open a shop from your account and reach ' +
        'buyers in 19 languages. Questions about an order? Our Help & Support page is the best place to start.',
      es:
        '## Quiénes somos\n\n' +
        'Polymart es un mercado en línea que reúne a tiendas independientes especializadas en cámaras, objetivos y ' +
        'accesorios fotográficos, además de drones, audio, teléfonos, ordenadores, wearables, bolsas, memoria y ' +
        'hogar inteligente. En lugar de un gran almacén, somos una comunidad de vendedores que conocen sus ' +
        'productos a fondo.\n\n' +
        '## Muchas tiendas, una sola compra\n\n' +
        'Cada producto de Polymart lo vende una tienda independiente, desde pequeños comercios especializados hasta ' +
        'minoristas con años de trayectoria. Puedes explorar, comparar y comprar en muchas de ellas desde un solo ' +
        'lugar, en tu idioma y tu moneda, y pagarlo todo con un único carrito.\n\n' +
        '## Pagos de confianza\n\n' +
        'Tu pago va a Polymart, no directamente al vendedor. Lo guardamos de forma segura hasta que tu pedido se ' +
        'completa y solo entonces pagamos a la tienda. Puedes pagar con tu monedero Polymart, con tarjeta o, si la ' +
        'tienda lo ofrece, contra reembolso. Si algo sale mal, puedes solicitar un reembolso en los 7 días ' +
        'siguientes a la entrega.\n\n' +
        '## Tiendas que respaldamos\n\n' +
        'Los operadores de Polymart revisan y aprueban cada tienda antes de que pueda vender. Vigilamos las ' +
        'valoraciones, los plazos de entrega y las solicitudes de reembolso, e intervenimos cuando una tienda no ' +
        'está a la altura de lo que esperan nuestros compradores.\n\n' +
        '## Hecho por amantes de la fotografía\n\n' +
        'Muchas de las personas que hay detrás de Polymart y de sus tiendas también son fotógrafas. En nuestro blog ' +
        'encontrarás guías de compra, análisis a fondo y consejos prácticos para sacar más partido a tu equipo.\n\n' +
        '## Únete a nosotros\n\n' +
        '¿Tienes una tienda de fotografía o vendes tecnología que te apasiona? Solicita la apertura de tu tienda ' +
        'desde tu cuenta y llega a compradores en 19 idiomas. ¿Tienes dudas sobre un pedido? La página de Ayuda y ' +
        'soporte es el mejor punto de partida.',
      zh:
        '## 我们是谁\n\n' +
        'Polymart 是一个在线交易平台，汇集了众多专营相机、镜头和摄影配件的独立店铺，同时也销售无人机、音频设备、' +
        '手机、电脑、智能穿戴、包袋、存储和智能家居产品。我们不是一座巨型仓库，' +
        '而是一群对自家商品了如指掌的卖家组成的社区。\n\n' +
        '## 众多店铺，一次结算\n\n' +
        'Polymart 上的每件商品都由独立店铺出售，既有小而精的专业店，也有经营多年的老牌零售商。你可以在同一个地方，' +
        '用自己的语言和货币浏览、比较并选购多家店铺的商品，再用一个购物车统一结算。\n\n' +
        '## 放心支付\n\n' +
        '你的付款先交给 Polymart，而不是直接付给卖家。我们会妥善保管货款，直到订单完成后才结算给店铺。你可以使用 ' +
        'Polymart 钱包、银行卡支付，或在店铺支持时选择货到付款。如果遇到问题，签收后 7 天内都可以申请退款。\n\n' +
        '## 值得信赖的店铺\n\n' +
        '每家店铺在开始销售之前，都要经过 Polymart 运营团队的审核和批准。我们持续关注店铺的评分、' +
        '发货时效和退款申请情况，一旦店铺达不到买家期待的标准，我们就会介入。\n\n' +
        '## 为热爱摄影的人而生\n\n' +
        'Polymart 及其店铺背后的许多人，本身就是摄影爱好者。在我们的博客里，你可以找到选购指南、上手评测和实用技巧，' +
        '帮你把手中的器材用得更好。\n\n' +
        '## 加入我们\n\n' +
        '你经营着一家相机店，或者在销售自己真心喜欢的数码产品吗？在账户中提交开店申请，就能触达使用 19 ' +
        '种语言的买家。对订单有疑问？从“帮助与支持”页面开始最方便。',
      fr:
        '## Qui sommes-nous ?\n\n' +
        'Polymart est une place de marché en ligne qui réunit des boutiques indépendantes spécialisées dans les ' +
        "appareils photo, les objectifs et les accessoires photo, mais aussi les drones, l'audio, les téléphones, " +
        "les ordinateurs, les objets connectés, les sacs, le stockage et la maison connectée. Plutôt qu'un immense " +
        'entrepôt, nous sommes une communauté de vendeurs qui connaissent leurs produits sur le bout des doigts.\n\n' +
        '## De nombreuses boutiques, un seul panier\n\n' +
        'Chaque produit sur Polymart est vendu par une boutique indépendante, du petit magasin spécialisé à ' +
        "l'enseigne installée de longue date. Vous pouvez parcourir, comparer et acheter chez plusieurs d'entre " +
        'elles au même endroit, dans votre langue et votre devise, et tout régler avec un seul panier.\n\n' +
        '## Des paiements en toute confiance\n\n' +
        "Votre paiement est versé à Polymart, et non directement au vendeur. Nous le conservons en sécurité jusqu'à " +
        'la finalisation de votre commande, puis nous payons la boutique. Vous pouvez régler avec votre ' +
        'portefeuille Polymart, par carte ou, si la boutique le propose, à la livraison. En cas de problème, vous ' +
        'pouvez demander un remboursement dans les 7 jours suivant la livraison.\n\n' +
        '## Des boutiques sélectionnées\n\n' +
        'Chaque boutique est examinée et validée par les opérateurs de Polymart avant de pouvoir vendre. Nous ' +
        'suivons de près les notes, les délais de livraison et les demandes de remboursement, et nous intervenons ' +
        "lorsqu'une boutique n'est pas à la hauteur de ce qu'attendent nos acheteurs.\n\n" +
        '## Pensé pour les passionnés de photo\n\n' +
        'Une grande partie des personnes qui font vivre Polymart et ses boutiques sont elles-mêmes photographes. ' +
        "Sur notre blog, vous trouverez des guides d'achat, des tests sur le terrain et des conseils pratiques pour " +
        'tirer le meilleur de votre matériel.\n\n' +
        '## Rejoignez-nous\n\n' +
        "Vous tenez une boutique photo ou vendez des produits high-tech qui vous passionnent ? Demandez l'ouverture " +
        'de votre boutique depuis votre compte et touchez des acheteurs dans 19 langues. Une question sur une ' +
        'commande ? La page Aide et assistance est le meilleur point de départ.',
      de:
        '## Wer wir sind\n\n' +
        'Polymart ist ein Online-Marktplatz, auf dem unabhängige Shops zusammenkommen, die sich auf Kameras, ' +
        'Objektive und Fotozubehör spezialisiert haben – dazu Drohnen, Audio, Smartphones, Computer, Wearables, ' +
        'Taschen, Speicher und Smart Home. Statt eines riesigen Lagers sind wir eine Gemeinschaft von Händlern, die ' +
        'ihre Produkte in- und auswendig kennen.\n\n' +
        '## Viele Shops, ein Warenkorb\n\n' +
        'Jedes Produkt auf Polymart wird von einem unabhängigen Shop verkauft, vom kleinen Fachgeschäft bis zum ' +
        'alteingesessenen Händler. Sie können bei vielen von ihnen an einem Ort stöbern, vergleichen und einkaufen ' +
        '– in Ihrer Sprache und Währung und mit einem einzigen Warenkorb.\n\n' +
        '## Sicher bezahlen\n\n' +
        'Ihre Zahlung geht an Polymart, nicht direkt an den Verkäufer. Wir verwahren sie sicher, bis Ihre ' +
        'Bestellung abgeschlossen ist, und bezahlen erst dann den Shop. Sie können mit Ihrer Polymart-Wallet, per ' +
        'Karte oder – wenn der Shop es anbietet – per Nachnahme bezahlen. Läuft etwas schief, können Sie innerhalb ' +
        'von 7 Tagen nach der Zustellung eine Erstattung beantragen.\n\n' +
        '## Shops, hinter denen wir stehen\n\n' +
        'Jeder Shop wird von den Polymart-Betreibern geprüft und freigegeben, bevor er verkaufen darf. Wir behalten ' +
        'Bewertungen, Lieferzeiten und Erstattungsanträge im Blick und greifen ein, wenn ein Shop den Ansprüchen ' +
        'unserer Kundinnen und Kunden nicht gerecht wird.\n\n' +
        '## Gemacht für Menschen, die gern fotografieren\n\n' +
        'Viele der Menschen hinter Polymart und seinen Shops fotografieren selbst. In unserem Blog finden Sie ' +
        'Kaufberatungen, Praxistests und hilfreiche Tipps, mit denen Sie mehr aus Ihrer Ausrüstung herausholen.\n\n' +
        '## Machen Sie mit\n\n' +
        'Sie führen ein Fotogeschäft oder verkaufen Technik, für die Sie brennen? Beantragen Sie in Ihrem Konto ' +
        'einen eigenen Shop und erreichen Sie Käufer in 19 Sprachen. Fragen zu einer Bestellung? Die Seite Hilfe & ' +
        'Support ist der beste Ausgangspunkt.',
      jp:
        '## Polymartとは\n\n' +
        'Polymartは、カメラ、レンズ、撮影アクセサリーを専門とする独立系ショップが集まるオンラインマーケットプレイス' +
        'です。ドローン、オーディオ、スマートフォン、パソコン、ウェアラブル、バッグ、メモリー、' +
        'スマートホーム製品も取り扱っています。巨大な倉庫ではなく、自分たちの商品を知り尽くした出品者たちのコミュニ' +
        'ティ、それがPolymartです。\n\n' +
        '## たくさんのショップを、ひとつのカートで\n\n' +
        'Polymartの商品はすべて独立系ショップが販売しています。小さな専門店から老舗の販売店まで、' +
        'さまざまなショップの商品を一か所で探し、比べ、購入できます。表示言語や通貨はお好みに合わせて選べ、' +
        'お会計はひとつのカートでまとめて済みます。\n\n' +
        '## 安心のお支払い\n\n' +
        'お支払いいただいた代金は、出品者に直接ではなくPolymartに支払われます。' +
        '注文が完了するまでPolymartが責任をもってお預かりし、その後ショップへお支払いします。お支払い方法は、' +
        'Polymartウォレット、カード、そしてショップが対応していれば代金引換もお選びいただけます。' +
        '万一問題があった場合は、お届けから7日以内であれば返金を申請できます。\n\n' +
        '## 信頼できるショップだけ\n\n' +
        'すべてのショップは、販売を始める前にPolymart運営チームの審査と承認を受けています。評価、発送までの日数、' +
        '返金申請の状況を常にチェックし、購入者の期待に応えられていないショップには運営チームが対応します。\n\n' +
        '## 写真を愛する人のために\n\n' +
        'Polymartとそのショップを支える人の多くは、自らも写真を撮る人たちです。ブログでは、' +
        '購入ガイドや実機レビュー、機材をもっと使いこなすための実践的なヒントをお届けしています。\n\n' +
        '## 出店のご案内\n\n' +
        'カメラ店を営んでいる方、愛着のあるデジタル製品を販売している方は、アカウントから出店を申請して、' +
        '19言語のお客様に商品を届けましょう。ご注文についてのご質問は、「ヘルプ・サポート」ページをご覧ください。',
    },
  },
];
